import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../api/apiError';
import { sessionPrompt, type SessionPrompt } from '../api/sessionResume';
import { Button, ErrorBanner, Field, LazyBoundary, Modal, PasswordInput, lazyNamed } from '../ui';
import { withStrings } from '../i18n';
import { identityEn } from './en';
import { sessionEndedEn } from './sessionEndedEn';
import { isSignInChallenge, useMeQuery, useSignInMutation } from './meQuery';

const TwoFactorSignInStep = lazyNamed(
  () => import('./TwoFactorSignInStep'),
  (m) => m.TwoFactorSignInStep,
);

const t = withStrings(identityEn, sessionEndedEn);

/**
 * Asks the reader to sign in again, in place, when a call met a session that ended (or another account's):
 * the page stays mounted, so what they typed stays, and the refused calls go through once signed in.
 */
export function SessionEndedDialog({ prompt }: { prompt: SessionPrompt }) {
  const { me } = useMeQuery();
  if (prompt.kind === 'other_account') return <OtherAccount prompt={prompt} />;
  return <SignInAgain email={me?.email ?? ''} />;
}

function SignInAgain({ email }: { email: string }) {
  const formId = useId();
  const [password, setPassword] = useState('');
  const signIn = useSignInMutation({
    onSuccess: (result) => {
      if (!isSignInChallenge(result)) sessionPrompt.settle(true);
    },
  });
  const challenge = isSignInChallenge(signIn.data) ? signIn.data : null;
  const notNow = () => sessionPrompt.settle(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || signIn.isPending) return;
    signIn.mutate({ email, password });
  };
  const failed = signIn.error;
  const banner =
    failed instanceof ApiError && failed.status === 429
      ? t('signIn.tooMany', { seconds: failed.retryAfter ?? 60 })
      : failed
        ? failed.message || t('signIn.failed')
        : null;

  return (
    <Modal
      title={t('sessionEnded.title')}
      onClose={notNow}
      busy={signIn.isPending}
      size="small"
      action={
        challenge ? undefined : { label: signIn.isPending ? t('signIn.submitting') : t('signIn.submit'), form: formId, disabled: !password }
      }
    >
      {challenge ? (
        <LazyBoundary>
          <TwoFactorSignInStep
            challenge={challenge}
            headingLevel={3}
            onSignedIn={() => sessionPrompt.settle(true)}
            onRestart={() => signIn.reset()}
            onCancel={() => signIn.reset()}
          />
        </LazyBoundary>
      ) : (
        <>
          <p>{t('sessionEnded.lead')}</p>
          {banner && <ErrorBanner title={null} messages={[banner]} />}
          <form id={formId} className="form" onSubmit={onSubmit} aria-label={t('sessionEnded.title')}>
            <Field label={t('signIn.email')} name="email" type="email" autoComplete="username" readOnly value={email} />
            <Field
              label={t('signIn.password')}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            >
              {(control, input) => <PasswordInput {...input} {...control} />}
            </Field>
            <p className="auth-card__forgot">
              <a href="/forgot_password" target="_blank" rel="noopener">
                {t('sessionEnded.forgot')}
              </a>
            </p>
          </form>
        </>
      )}
    </Modal>
  );
}

function OtherAccount({ prompt }: { prompt: Extract<SessionPrompt, { kind: 'other_account' }> }) {
  const notNow = () => sessionPrompt.settle(false);
  return (
    <Modal
      title={t('sessionEnded.otherTitle')}
      onClose={notNow}
      size="small"
      footer={
        <>
          <Button variant="secondary" onClick={notNow}>
            {t('sessionEnded.notNow')}
          </Button>
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('sessionEnded.reload')}
          </Button>
        </>
      }
    >
      <p>{t('sessionEnded.otherLead', { email: prompt.email })}</p>
    </Modal>
  );
}
