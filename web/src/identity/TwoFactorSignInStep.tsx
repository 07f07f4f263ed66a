import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/apiError';
import type { SignInChallenge } from '../api/types';
import { withStrings } from '../i18n';
import { Button, ErrorBanner, Field } from '../ui';
import { identityEn } from './en';
import { useCompleteSignInMutation } from './meQuery';
import { browserSupportsWebAuthn } from './securityKeyCeremony';
import { securityKeyEn } from './securityKeyEn';
import { useSecurityKeySignInMutation } from './securityKeySignIn';
import { formErrorsOf } from './serverFields';
import { twoFactorSignInEn } from './twoFactorSignInEn';

const t = withStrings(identityEn, twoFactorSignInEn, securityKeyEn);

/** The code asked for: the authenticator app's 6 digits, or one of the recovery codes. */
type CodeKind = 'app' | 'recovery';

const CODE_FIELDS = ['code'] as const;
const KEY_FIELDS = ['securityKey'] as const;

/**
 * Signing in, second step (the account has two-step verification on): a security key when the account has one, the
 * code from the authenticator app, or a recovery code. A timed-out challenge (401) goes back to the password step with
 * the server's message.
 */
export function TwoFactorSignInStep({
  challenge,
  onSignedIn,
  onRestart,
  onCancel,
  headingLevel = 1,
}: {
  challenge: SignInChallenge;
  /** 1 on the sign-in page; lower inside a dialog, under its title. */
  headingLevel?: 1 | 3;
  onSignedIn(): void;
  /** The challenge ended (timed out, too many wrong codes): sign in again, `message` says why. */
  onRestart(message: string): void;
  onCancel(): void;
}) {
  const [kind, setKind] = useState<CodeKind>('app');
  const [code, setCode] = useState('');
  const restartOn401 = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) onRestart(error.message || t('signIn.codeTimedOut'));
  };
  const complete = useCompleteSignInMutation({ onSuccess: () => onSignedIn() });
  const withKey = useSecurityKeySignInMutation(t, { onSuccess: () => onSignedIn(), onError: restartOn401 });
  const offerKey = challenge.securityKeys && browserSupportsWebAuthn();

  const { fields, banner } = formErrorsOf(complete.error, CODE_FIELDS);
  const keyErrors = formErrorsOf(withKey.error, KEY_FIELDS);
  const failed = complete.error ?? withKey.error;
  const throttled = failed instanceof ApiError && failed.status === 429;
  const bannerMessages = throttled
    ? [t('signIn.tooMany', { seconds: (failed as ApiError).retryAfter ?? 60 })]
    : [...keyErrors.banner, ...(keyErrors.fields.securityKey ?? []), ...banner];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || complete.isPending) return;
    withKey.reset();
    complete.mutate({ challenge: challenge.challenge, code: code.trim() }, { onError: restartOn401 });
  };

  const signInWithKey = () => {
    if (withKey.isPending) return;
    complete.reset();
    withKey.mutate(challenge.challenge);
  };

  const switchKind = () => {
    setKind(kind === 'app' ? 'recovery' : 'app');
    setCode('');
    complete.reset();
  };

  const app = kind === 'app';
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  return (
    <>
      <Heading className="auth-card__title">{t('signIn.codeTitle')}</Heading>
      <p className="auth-card__lead">{app ? t('signIn.codeLead') : t('signIn.recoveryLead')}</p>
      {bannerMessages.length > 0 && <ErrorBanner title={null} messages={bannerMessages} />}
      {offerKey && (
        <div className="auth-card__security-key">
          <Button variant="primary" block onClick={signInWithKey} autoFocus disabled={withKey.isPending}>
            {withKey.isPending ? t('signIn.keyWaiting') : t('signIn.useKey')}
          </Button>
          <p className="auth-card__or">{t('signIn.orCode')}</p>
        </div>
      )}
      <form className="form" noValidate onSubmit={onSubmit} aria-label={t('signIn.codeTitle')}>
        <Field
          // A new input per kind: the label, keyboard and autofill change, and focus lands in it again.
          key={kind}
          label={app ? t('signIn.codeLabel') : t('signIn.recoveryLabel')}
          name="code"
          inputMode={app ? 'numeric' : 'text'}
          autoComplete={app ? 'one-time-code' : 'off'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          autoFocus={!offerKey}
          required
          maxLength={64}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          errors={fields.code ?? []}
        />
        <p className="auth-card__forgot">
          <Button variant="link" onClick={switchKind}>
            {app ? t('signIn.useRecoveryCode') : t('signIn.useApp')}
          </Button>
        </p>
        <Button variant={offerKey ? 'secondary' : 'primary'} block type="submit" disabled={!code.trim() || complete.isPending}>
          {complete.isPending ? t('signIn.verifying') : t('signIn.verify')}
        </Button>
      </form>
      <p className="auth-card__switch">
        <Button variant="link" onClick={onCancel}>
          {t('signIn.backToSignIn')}
        </Button>
      </p>
    </>
  );
}
