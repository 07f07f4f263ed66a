import { useId, useState, type FormEvent } from 'react';
import { useRequestEmailChangeMutation } from '../identity/emailChangeApi';
import { useMeQuery } from '../identity/meQuery';
import { useLinkedSection } from '../lib/useLinkedSection';
import { formErrorsOf } from '../identity/serverFields';
import { isValidEmail, messages } from '../identity/signUpValidation';
import { Button, ErrorBanner, Field } from '../ui';
import { CurrentPasswordField } from './CurrentPasswordField';
import { t } from './i18n';

const EMAIL_FIELDS = ['email', 'currentPassword'] as const;

/**
 * The Settings page's sign-in address: the current one, a change waiting for its link, and the form that asks for
 * a change (the new address and the current password; the link mailed to the new address carries it out).
 */
export function EmailAddressCard() {
  const id = useId();
  const { me } = useMeQuery();
  const section = useLinkedSection<HTMLElement>('sign-in-email', Boolean(me));
  const [email, setEmail] = useState('');
  const [current, setCurrent] = useState('');
  const [touched, setTouched] = useState(false);
  const request = useRequestEmailChangeMutation();

  const { fields, banner } = formErrorsOf(request.error, EMAIL_FIELDS);
  const emailProblem = touched && email.trim() !== '' && !isValidEmail(email) ? [messages.email] : [];
  const ready = isValidEmail(email) && current !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!ready) return;
    request.mutate(
      { email: email.trim(), currentPassword: current },
      {
        onSuccess: () => {
          setEmail('');
          setCurrent('');
          setTouched(false);
        },
      },
    );
  };

  if (!me) return null;
  return (
    <section {...section} className="card settings-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-card__heading">
        {t('settings.signInEmailHeading')}
      </h2>
      <p>
        {t('settings.signInEmailCurrent')} <strong>{me.email}</strong>
        {me.emailConfirmed ? '' : ` ${t('settings.signInEmailUnconfirmed')}`}. {t('settings.signInEmailMail')}
      </p>
      {me.pendingEmail && (
        <p className="callout" role="status">
          {t('settings.signInEmailPendingBefore')} <strong>{me.pendingEmail}</strong>. {t('settings.signInEmailPendingAfter')}
        </p>
      )}
      {banner.length > 0 && <ErrorBanner title={null} messages={banner} />}
      <form className="form" noValidate onSubmit={onSubmit} aria-label={t('settings.signInEmailForm')}>
        <Field
          label={t('settings.newEmail')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          errors={fields.email ?? emailProblem}
        />
        <CurrentPasswordField value={current} onChange={setCurrent} errors={fields.currentPassword ?? []} />
        <div>
          <Button variant="primary" type="submit" disabled={!ready || request.isPending}>
            {request.isPending ? t('settings.signInEmailSending') : t('settings.signInEmailSend')}
          </Button>
        </div>
      </form>
    </section>
  );
}
