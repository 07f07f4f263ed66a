import { useId, useState, type FormEvent } from 'react';
import { NewPasswordFields, emptyNewPassword, newPasswordReady, type NewPassword } from '../identity/NewPasswordFields';
import { useChangePasswordMutation } from '../identity/passwordsApi';
import { formErrorsOf } from '../identity/serverFields';
import { useLinkedSection } from '../lib/useLinkedSection';
import { Button, ErrorBanner } from '../ui';
import { CurrentPasswordField } from './CurrentPasswordField';
import { t } from './i18n';

const PASSWORD_FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;

/** The Settings page's password change: the current password, then a new one by the sign-up rules. */
export function ChangePasswordCard() {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [value, setValue] = useState<NewPassword>(emptyNewPassword);
  // A new form after each change, so the checklist forgets the previous password.
  const [round, setRound] = useState(0);
  const change = useChangePasswordMutation();
  const section = useLinkedSection<HTMLElement>('password', true);

  const { fields, banner } = formErrorsOf(change.error, PASSWORD_FIELDS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!current || !newPasswordReady(value)) return;
    change.mutate(
      { currentPassword: current, ...value },
      {
        onSuccess: () => {
          setCurrent('');
          setValue(emptyNewPassword);
          setRound((r) => r + 1);
        },
      },
    );
  };

  return (
    <section {...section} className="card settings-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-card__heading">
        {t('settings.passwordHeading')}
      </h2>
      <p className="field__hint">{t('settings.passwordLead')}</p>
      {banner.length > 0 && <ErrorBanner title={null} messages={banner} />}
      <form key={round} className="form" noValidate onSubmit={onSubmit} aria-label={t('settings.passwordHeading')}>
        <CurrentPasswordField value={current} onChange={setCurrent} errors={fields.currentPassword ?? []} />
        <NewPasswordFields value={value} onChange={setValue} serverErrors={fields} />
        <div>
          <Button variant="primary" type="submit" disabled={!current || !newPasswordReady(value) || change.isPending}>
            {change.isPending ? t('settings.passwordChanging') : t('settings.passwordChange')}
          </Button>
        </div>
      </form>
      <p className="settings-card__status" role="status">
        {change.isSuccess ? t('settings.passwordChanged') : ''}
      </p>
    </section>
  );
}
