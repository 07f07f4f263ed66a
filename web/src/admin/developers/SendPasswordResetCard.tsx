import { useId } from 'react';
import { useRequestPasswordResetMutation } from '../../identity/passwordsApi';
import { Button, ErrorBanner } from '../../ui';
import { t } from '../i18n';

/** Support for a developer locked out: the same reset e-mail "Forgot password?" sends, to the address on file. */
export function SendPasswordResetCard({ email }: { email: string }) {
  const id = useId();
  const send = useRequestPasswordResetMutation();
  return (
    <section className="card form card--spaced" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-card__heading">
        {t('adminDeveloper.passwordHeading')}
      </h2>
      <p className="muted">{t('adminDeveloper.passwordLead', { email })}</p>
      {send.error && <ErrorBanner title={null} messages={[send.error.message]} />}
      <div>
        <Button disabled={send.isPending} onClick={() => send.mutate(email)}>
          {send.isPending ? t('adminDeveloper.passwordSending') : t('adminDeveloper.passwordSend')}
        </Button>
      </div>
      <p className="settings-card__status" role="status">
        {send.isSuccess ? t('adminDeveloper.passwordSent', { email }) : ''}
      </p>
    </section>
  );
}
