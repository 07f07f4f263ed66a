import { Link } from 'react-router';
import { useResendConfirmationMutation } from '../identity/meQuery';
import { t } from '../i18n';
import { Button } from '../ui';

/** Shown under the nav while the signed-in user's e-mail address is unconfirmed; a mistyped address is fixed on Settings. */
export function EmailConfirmationBanner({ email }: { email: string }) {
  const resend = useResendConfirmationMutation();
  return (
    <div className="banner banner--warning" role="region" aria-label="E-mail confirmation">
      <div className="banner__inner">
        <p className="banner__text">
          {t('banner.confirmEmail', { email })} <Link to="/settings#sign-in-email">{t('banner.wrongAddress')}</Link>
        </p>
        <div className="banner__actions" aria-live="polite">
          {resend.isSuccess ? (
            <span className="banner__sent">{t('banner.sent')}</span>
          ) : (
            <Button size="small" variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {resend.isPending ? t('banner.sending') : t('banner.resend')}
            </Button>
          )}
          {resend.isError && <span className="banner__error">{resend.error.message || t('banner.resendFailed')}</span>}
        </div>
      </div>
    </div>
  );
}
