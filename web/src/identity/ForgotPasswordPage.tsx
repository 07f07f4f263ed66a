import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../api/apiError';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { Button, ErrorBanner, Field } from '../ui';
import { t } from './i18n';
import { useRequestPasswordResetMutation } from './passwordsApi';
import { emailFromState } from './redirectTarget';
import { isValidEmail } from './signUpValidation';

/** /forgot_password: asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle(t('forgot.title'));
  const typed = emailFromState(useLocation().state);
  const [email, setEmail] = useState(typed);
  const [touched, setTouched] = useState(false);
  const request = useRequestPasswordResetMutation();
  const invalid = !isValidEmail(email);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!invalid) request.mutate(email.trim());
  };

  if (request.isSuccess) {
    return (
      <div className="page page--auth">
        <div className="auth-card" role="status">
          <h1 className="auth-card__title">{t('forgot.sentTitle')}</h1>
          <p className="auth-card__lead">{t('forgot.sentBody', { email: request.variables })}</p>
          <p className="auth-card__lead">{t('forgot.sentHint')}</p>
          <p className="auth-card__switch">
            <Link to="/sign_in">{t('forgot.backToSignIn')}</Link>
          </p>
        </div>
      </div>
    );
  }

  const error = request.error;
  const fieldErrors = error instanceof ApiError && error.status === 422 ? (error.fields.email ?? []) : [];
  const banner =
    error instanceof ApiError && error.status === 429
      ? t('signIn.tooMany', { seconds: error.retryAfter ?? 60 })
      : error && fieldErrors.length === 0
        ? error.message
        : null;

  return (
    <div className="page page--auth">
      <div className="auth-card">
        <h1 className="auth-card__title">{t('forgot.title')}</h1>
        <p className="auth-card__lead">{t('forgot.lead')}</p>
        {banner && <ErrorBanner title={null} messages={[banner]} />}
        <form className="form" noValidate onSubmit={onSubmit} aria-label={t('forgot.title')}>
          <Field
            label={t('signIn.email')}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched(true)}
            errors={[...(touched && invalid ? [t('forgot.invalidEmail')] : []), ...fieldErrors]}
          />
          <Button variant="primary" block type="submit" disabled={request.isPending}>
            {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
        <p className="auth-card__switch">
          {t('forgot.remembered')} <Link to="/sign_in">{t('nav.signIn')}</Link>
        </p>
      </div>
    </div>
  );
}
