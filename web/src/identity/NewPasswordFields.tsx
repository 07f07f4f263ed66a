import { useId, useState } from 'react';
import { useDebouncedValue } from '../lib/useDebouncedValue';
import { Field, PasswordInput } from '../ui';
import { t } from './i18n';
import { PasswordChecklist } from './PasswordChecklist';
import { PASSWORD_CHECK_DEBOUNCE_MS, checkPassword, isPasswordValid } from './passwordRules';
import { messages } from './signUpValidation';

export interface NewPassword {
  password: string;
  passwordConfirmation: string;
}

export const emptyNewPassword: NewPassword = { password: '', passwordConfirmation: '' };

/** True when the new password meets every rule and its confirmation matches, so the form may be sent. */
export const newPasswordReady = (value: NewPassword): boolean =>
  isPasswordValid(value.password) && value.password === value.passwordConfirmation;

/**
 * A new password and its confirmation, with the sign-up page's rule checklist (checked 300 ms after the
 * last keystroke) and the server's messages per field. Used where a password is chosen again: the reset
 * link's page and the Settings page.
 */
export function NewPasswordFields({
  value,
  onChange,
  serverErrors = {},
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  serverErrors?: Partial<Record<keyof NewPassword, string[]>>;
}) {
  const checklistId = useId();
  const [touched, setTouched] = useState<Partial<Record<keyof NewPassword, boolean>>>({});
  const password = useDebouncedValue(value.password, PASSWORD_CHECK_DEBOUNCE_MS);
  const confirmation = useDebouncedValue(value.passwordConfirmation, PASSWORD_CHECK_DEBOUNCE_MS);
  const mismatch = touched.passwordConfirmation && confirmation !== password;
  const update = (field: keyof NewPassword, next: string) => {
    onChange({ ...value, [field]: next });
    setTouched((was) => ({ ...was, [field]: true }));
  };
  return (
    <>
      <Field
        label={t('password.new')}
        name="password"
        autoComplete="new-password"
        required
        value={value.password}
        onChange={(e) => update('password', e.target.value)}
        errors={serverErrors.password ?? []}
        hint={<PasswordChecklist id={checklistId} results={checkPassword(password)} active={!!touched.password} />}
      >
        {(control, input) => <PasswordInput {...input} {...control} />}
      </Field>
      <Field
        label={t('password.confirmNew')}
        name="passwordConfirmation"
        autoComplete="new-password"
        required
        value={value.passwordConfirmation}
        onChange={(e) => update('passwordConfirmation', e.target.value)}
        onBlur={() => setTouched((was) => ({ ...was, passwordConfirmation: true }))}
        errors={[...(mismatch ? [messages.passwordConfirmation] : []), ...(serverErrors.passwordConfirmation ?? [])]}
      >
        {(control, input) => <PasswordInput {...input} {...control} />}
      </Field>
    </>
  );
}
