import { isApiError } from '../../api/apiError';
import { t } from '../../i18n';

/** Server errors joined (the `errors` list, else the message), spec §8. */
export function errorMessages(error: unknown): string[] {
  if (isApiError(error)) {
    const fieldMessages = Object.values(error.fields).flat();
    if (error.errors.length > 0) return error.errors;
    if (fieldMessages.length > 0) return fieldMessages;
    return [error.message];
  }
  if (error instanceof Error && error.message) return [error.message];
  return [t('errors.generic')];
}

/** A banner titled like the spec's errorOccurred ("An error occurred"), or a given title; optionally dismissible. */
export function ErrorBanner({
  error,
  title = t('apps.errorOccurred'),
  onDismiss,
}: {
  error: unknown;
  title?: string;
  onDismiss?: () => void;
}) {
  const messages = errorMessages(error);
  return (
    <div className="alert alert--error alert--dismissible" role="alert">
      <p className="alert__title">{title}</p>
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      {onDismiss && (
        <button type="button" className="alert__dismiss" aria-label={t('apps.dismiss')} onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
