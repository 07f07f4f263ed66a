import { useId } from 'react';
import { t } from '../../i18n';
import { OOB_URN, checkRedirectUris, redirectUriMessage } from '../lib/redirectUris';

/**
 * The redirect URI textarea: one per line, help text with the accepted formats, instant
 * per-line hints, and the server's 422 messages once a save was refused.
 */
export function RedirectUriField({
  value,
  onChange,
  disabled,
  serverErrors,
  label = t('apps.redirectUris'),
}: {
  value: string;
  onChange(value: string): void;
  disabled: boolean;
  serverErrors: readonly string[];
  label?: string;
}) {
  const id = useId();
  const local = checkRedirectUris(value);
  const messages = serverErrors.length > 0 ? serverErrors : local.map(redirectUriMessage);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={`input textarea mono${messages.length > 0 ? ' input--invalid' : ''}`}
        rows={4}
        value={value}
        disabled={disabled}
        spellCheck={false}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={`${id}-hint${messages.length > 0 ? ` ${id}-errors` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="field__hint" id={`${id}-hint`}>
        {t('apps.redirectHelp')}
        <ul className="hint-list">
          <li>{t('apps.redirectHelpHttps')}</li>
          <li>{t('apps.redirectHelpLocalhost')}</li>
          <li>
            {t('apps.redirectHelpOob')} <code>{OOB_URN}</code>
          </li>
        </ul>
      </div>
      {messages.length > 0 && (
        <ul className="field__errors" id={`${id}-errors`}>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
