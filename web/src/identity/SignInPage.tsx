import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/apiError';
import { t } from './i18n';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { Button, ErrorBanner, Field, LazyBoundary, PasswordInput, lazyNamed } from '../ui';
import { isSignInChallenge, useMeQuery, useSignInMutation } from './meQuery';
import { emailFromState, fromStateOf, oauthReturnPath, redirectTarget } from './redirectTarget';

// The code step loads when a sign-in asks for it: most never do, and the sign-in page is part of the first load.
const TwoFactorSignInStep = lazyNamed(
  () => import('./TwoFactorSignInStep'),
  (m) => m.TwoFactorSignInStep,
);

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
  // Why the page is back at the password step (the code step timed out); cleared by the next attempt.
  const [notice, setNotice] = useState<string | null>(null);
  // Back from the code step: the address is still there, the password is asked for again.
  const [returned, setReturned] = useState(false);

  const finish = () => {
    if (oauthReturn) window.location.assign(oauthReturn);
    else void navigate(target, { replace: true });
  };
  const signIn = useSignInMutation({
    onSuccess: (result) => {
      if (!isSignInChallenge(result)) finish();
    },
  });
  // Two-step verification on: the password was right, a code is asked for next (no session yet).
  const challenge = isSignInChallenge(signIn.data) ? signIn.data : null;

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
    setNotice(null);
    signIn.mutate({ email: email.trim(), password });
  };

  const backToPassword = (message: string | null) => {
    signIn.reset();
    setPassword('');
    setNotice(message);
    setReturned(true);
  };

  if (challenge) {
    return (
      <div className="page page--auth">
        <div className="auth-card">
          <LazyBoundary>
            <TwoFactorSignInStep
              challenge={challenge}
              onSignedIn={finish}
              onRestart={(message) => backToPassword(message)}
              onCancel={() => backToPassword(null)}
            />
          </LazyBoundary>
        </div>
      </div>
    );
  }

  const banner = signIn.error ? signInMessage(signIn.error) : notice;

  return (
    <div className="page page--auth">
      <div className="auth-card">
        <h1 className="auth-card__title">{t('signIn.title')}</h1>
        {banner && <ErrorBanner title={null} messages={[banner]} />}
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
            autoFocus={returned}
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
