import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { Button, ErrorBanner, Spinner, buttonClass, showFlash } from '../ui';
import { t } from './i18n';
import { NewPasswordFields, emptyNewPassword, newPasswordReady, type NewPassword } from './NewPasswordFields';
import { useCompletePasswordResetMutation, usePasswordResetCheck } from './passwordsApi';
import { formErrorsOf } from './serverFields';

const RESET_FIELDS = ['token', 'password', 'passwordConfirmation'] as const;

/** /reset_password?token=…: the page a reset e-mail links to. Done, the visitor signs in with the new password. */
export function ResetPasswordPage() {
  useDocumentTitle(t('reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [value, setValue] = useState<NewPassword>(emptyNewPassword);
  const check = usePasswordResetCheck(token);
  const complete = useCompletePasswordResetMutation();

  const { fields, banner } = formErrorsOf(complete.error, RESET_FIELDS);
  const deadLink = check.data?.valid === false ? (check.data.message ?? t('reset.failedTitle')) : null;
  const linkProblem = !token ? t('reset.missingToken') : (deadLink ?? fields.token?.[0] ?? null);
  if (linkProblem) {
    return (
      <div className="page page--auth">
        <div className="auth-card">
          <h1 className="auth-card__title">{t('reset.failedTitle')}</h1>
          <div className="alert alert--error" role="alert">
            <p>{linkProblem}</p>
          </div>
          <Link to="/forgot_password" className={buttonClass({ variant: 'primary', block: true })}>
            {t('reset.askAgain')}
          </Link>
        </div>
      </div>
    );
  }

  if (check.isPending) return <Spinner label={t('reset.checking')} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPasswordReady(value)) return;
    complete.mutate(
      { token, ...value },
      {
        onSuccess: () => {
          showFlash(t('flash.passwordReset'));
          void navigate('/sign_in', { replace: true });
        },
      },
    );
  };

  return (
    <div className="page page--auth">
      <div className="auth-card">
        <h1 className="auth-card__title">{t('reset.title')}</h1>
        <p className="auth-card__lead">{t('reset.lead')}</p>
        {banner.length > 0 && <ErrorBanner title={null} messages={banner} />}
        <form className="form" noValidate onSubmit={onSubmit} aria-label={t('reset.title')}>
          <NewPasswordFields value={value} onChange={setValue} serverErrors={fields} />
          <Button variant="primary" block type="submit" disabled={!newPasswordReady(value) || complete.isPending}>
            {complete.isPending ? t('reset.submitting') : t('reset.submit')}
          </Button>
        </form>
      </div>
    </div>
  );
}
