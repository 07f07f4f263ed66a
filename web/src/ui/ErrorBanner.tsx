import { isApiError } from '../api/apiError';
import { t } from '../i18n';
import { Button } from './Button';

/** Server errors joined (the `errors` list, else the field messages, else the message), spec §8. */
export function errorMessages(error: unknown, fallback = t('errors.generic')): string[] {
  if (isApiError(error)) {
    const fieldMessages = Object.values(error.fields).flat();
    if (error.errors.length > 0) return error.errors;
    if (fieldMessages.length > 0) return fieldMessages;
    return [error.message || fallback];
  }
  if (error instanceof Error && error.message) return [error.message];
  return [fallback];
}

interface ErrorBannerProps {
  /** The failure to explain (its messages are taken by `errorMessages`), or… */
  error?: unknown;
  /** …the messages themselves. */
  messages?: readonly string[];
  /** The banner's title; `null` for none. Defaults to the spec's errorOccurred ("An error occurred"). */
  title?: string | null;
  /** Shown when the error says nothing. */
  fallback?: string;
  onDismiss?: () => void;
  /** A failed load to run again: the banner offers "Try again" (a query object fits). */
  retry?: { refetch(): unknown; isFetching: boolean };
}

/** The error banner: a title and the server's messages; dismissible when `onDismiss` is given, "Try again" when `retry` is. */
export function ErrorBanner({ error, messages, title = t('ui.errorOccurred'), fallback, onDismiss, retry }: ErrorBannerProps) {
  const lines = messages ?? errorMessages(error, fallback);
  return (
    <div className={`alert alert--error${onDismiss ? ' alert--dismissible' : ''}`} role="alert">
      {title && <p className="alert__title">{title}</p>}
      {lines.length === 1 ? (
        <p>{lines[0]}</p>
      ) : (
        <ul>
          {lines.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      {retry && (
        <div className="alert__actions">
          <Button size="small" disabled={retry.isFetching} onClick={() => void retry.refetch()}>
            {retry.isFetching ? t('ui.retrying') : t('common.tryAgain')}
          </Button>
        </div>
      )}
      {onDismiss && (
        <button type="button" className="alert__dismiss" aria-label={t('ui.dismiss')} onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
