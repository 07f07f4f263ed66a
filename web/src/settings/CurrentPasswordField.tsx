import { Field, PasswordInput } from '../ui';
import { t } from './i18n';

/** The current password a Settings change is confirmed with (password, sign-in address). */
export function CurrentPasswordField({
  value,
  onChange,
  errors,
}: {
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[];
}) {
  return (
    <Field
      label={t('settings.currentPassword')}
      name="currentPassword"
      autoComplete="current-password"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      errors={errors}
    >
      {(control, input) => <PasswordInput {...input} {...control} />}
    </Field>
  );
}
