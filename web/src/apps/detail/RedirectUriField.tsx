import { t } from '../i18n';
import { Field } from '../../ui';
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
  const local = checkRedirectUris(value);
  const messages = serverErrors.length > 0 ? serverErrors : local.map(redirectUriMessage);
  return (
    <Field
      label={label}
      errors={messages}
      controlClassName="textarea mono"
      hint={
        <>
          {t('apps.redirectHelp')}
          <ul className="hint-list">
            <li>{t('apps.redirectHelpHttps')}</li>
            <li>{t('apps.redirectHelpLocalhost')}</li>
            <li>
              {t('apps.redirectHelpOob')} <code>{OOB_URN}</code>
            </li>
          </ul>
        </>
      }
    >
      {(control) => (
        <textarea {...control} rows={4} value={value} disabled={disabled} spellCheck={false} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}
