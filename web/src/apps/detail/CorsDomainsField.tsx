import { t } from '../i18n';
import { Field } from '../../ui';

/**
 * The "Allowed CORS domains" field of the production and the sandbox forms: one component, so both have the same
 * placeholder and hint and show a refused save's messages (one per entry) under the field.
 */
export function CorsDomainsField({
  value,
  onChange,
  disabled,
  serverErrors,
}: {
  value: string;
  onChange(value: string): void;
  disabled: boolean;
  serverErrors: readonly string[];
}) {
  return (
    <Field
      label={t('apps.corsDomains')}
      value={value}
      disabled={disabled}
      placeholder={t('apps.corsPlaceholder')}
      onChange={(e) => onChange(e.target.value)}
      hint={t('apps.corsHint')}
      errors={serverErrors}
    />
  );
}
