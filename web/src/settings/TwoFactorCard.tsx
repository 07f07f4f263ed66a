import { useEffect, useId, useRef, useState } from 'react';
import { useLinkedSection } from '../lib/useLinkedSection';
import { ErrorBanner, LazyBoundary, Spinner, lazyNamed } from '../ui';
import { t } from './i18n';
import { NewRecoveryCodes } from './NewRecoveryCodes';
import { TwoFactorOff } from './TwoFactorOff';
import { TwoFactorOn } from './TwoFactorOn';
import { useTwoFactorQuery, type TwoFactorSetupData } from './twoFactorQuery';
import '../apps/apps.css';
import './twoFactor.css';

// The QR code's encoder loads only when someone sets two-step verification up.
const TwoFactorSetup = lazyNamed(
  () => import('./TwoFactorSetup'),
  (m) => m.TwoFactorSetup,
);

/** What the card shows besides the saved state: a setup under way, or recovery codes shown this once. */
type Step = { kind: 'status' } | { kind: 'setup'; setup: TwoFactorSetupData } | { kind: 'codes'; codes: string[]; turnedOn: boolean };

/** The Settings page's two-step verification: off, setting it up, the new recovery codes, or on. */
export function TwoFactorCard() {
  const id = useId();
  const query = useTwoFactorQuery();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [status, setStatus] = useState('');
  // The admin home page's nudge and the new-sign-in e-mail's advice link here.
  const section = useLinkedSection<HTMLElement>('two-step-verification', query.isSuccess);
  // Each change replaces the card's content (and the button that was focused): focus goes to the heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    if (moves > 0) headingRef.current?.focus();
  }, [moves]);
  const go = (next: Step, message = '') => {
    setStep(next);
    setStatus(message);
    setMoves((n) => n + 1);
  };

  let body;
  if (step.kind === 'setup') {
    body = (
      <LazyBoundary>
        <TwoFactorSetup
          setup={step.setup}
          onEnabled={(codes) => go({ kind: 'codes', codes, turnedOn: true })}
          onCancel={() => go({ kind: 'status' })}
        />
      </LazyBoundary>
    );
  } else if (step.kind === 'codes') {
    const done = step.turnedOn ? t('settings.twoFactorTurnedOn') : t('settings.recoveryCodesRegenerated');
    body = <NewRecoveryCodes codes={step.codes} onDone={() => go({ kind: 'status' }, done)} />;
  } else if (query.isPending) {
    body = <Spinner />;
  } else if (query.isError) {
    body = <ErrorBanner title={t('errors.generic')} messages={[query.error.message]} retry={query} />;
  } else if (query.data.enabled) {
    body = (
      <TwoFactorOn
        state={query.data}
        onRegenerated={(codes) => go({ kind: 'codes', codes, turnedOn: false })}
        onTurnedOff={() => go({ kind: 'status' }, t('settings.twoFactorTurnedOff'))}
        onAnnounce={setStatus}
      />
    );
  } else {
    body = <TwoFactorOff onStarted={(setup) => go({ kind: 'setup', setup })} />;
  }

  return (
    <section {...section} className="card settings-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="settings-card__heading">
        {t('settings.twoFactorHeading')}
      </h2>
      {body}
      <p className="settings-card__status" role="status">
        {status}
      </p>
    </section>
  );
}
