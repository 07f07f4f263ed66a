import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/apiError';
import { t } from './i18n';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { Button, ErrorBanner, Field, PasswordInput } from '../ui';
import { useMeQuery, useSignInMutation } from './meQuery';
import { emailFromState, fromStateOf, oauthReturnPath, redirectTarget } from './redirectTarget';

function signInMessage(error: Error): string {
  if (error instanceof ApiError && error.status === 429) {
    return t('signIn.tooMany', { seconds: error.retryAfter ?? 60 });
  }
  return error.message || t('signIn.failed');
}

export function SignInPage() {
  useDocumentTitle(t('nav.signIn'));
  const { signedIn } = useMeQuery();
  const navigate = useNavigate();
  const location = useLocation();
  const target = redirectTarget(fromStateOf(location.state));
  const oauthReturn = oauthReturnPath(location.search);
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [password, setPassword] = useState('');

  const signIn = useSignInMutation({
    onSuccess: () => {
      if (oauthReturn) window.location.assign(oauthReturn);
      else void navigate(target, { replace: true });
    },
  });

  if (signedIn && !signIn.isSuccess && !signIn.isPending) {
    if (oauthReturn) {
      window.location.assign(oauthReturn);
      return null;
    }
    return <Navigate to={target} replace />;
  }

  const fieldErrors = (name: string) =>
    signIn.error instanceof ApiError && signIn.error.status === 422 ? (signIn.error.fields[name] ?? []) : [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <div className="page page--auth">
      <div className="auth-card">
        <h1 className="auth-card__title">{t('signIn.title')}</h1>
        {signIn.error && <ErrorBanner title={null} messages={[signInMessage(signIn.error)]} />}
        <form className="form" onSubmit={onSubmit} aria-label={t('nav.signIn')}>
          <Field
            label={t('signIn.email')}
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            errors={fieldErrors('email')}
          />
          <Field
            label={t('signIn.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            errors={fieldErrors('password')}
          >
            {(control, input) => <PasswordInput {...input} {...control} />}
          </Field>
          <p className="auth-card__forgot">
            <Link to="/forgot_password" state={{ email: email.trim() }}>
              {t('signIn.forgot')}
            </Link>
          </p>
          <Button variant="primary" block type="submit" disabled={signIn.isPending}>
            {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
          </Button>
        </form>
        <p className="auth-card__switch">
          {t('signIn.noAccount')} <Link to="/sign_up">{t('signIn.createAccount')}</Link>
        </p>
      </div>
    </div>
  );
}
