import { Button, ErrorBanner } from '../ui';
import { t } from './i18n';
import { useStartTwoFactorSetupMutation, type TwoFactorSetupData } from './twoFactorQuery';

/** Two-step verification is off: what it does, and the button that starts setting it up (a new secret). */
export function TwoFactorOff({ onStarted }: { onStarted(setup: TwoFactorSetupData): void }) {
  const start = useStartTwoFactorSetupMutation();
  return (
    <>
      <p>
        <span className="status status--off">{t('settings.twoFactorOff')}</span>
      </p>
      <p className="field__hint">{t('settings.twoFactorOffLead')}</p>
      {start.error && <ErrorBanner title={null} messages={[start.error.message]} />}
      <div>
        <Button variant="primary" disabled={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: onStarted })}>
          {start.isPending ? t('settings.twoFactorStarting') : t('settings.twoFactorSetUp')}
        </Button>
      </div>
    </>
  );
}
