import { useState } from 'react';
import { fullDate } from '../notifications/displayTime';
import { Button } from '../ui';
import { ConfirmWithPasswordDialog } from './ConfirmWithPasswordDialog';
import { SecurityKeys } from './SecurityKeys';
import { t } from './i18n';
import { useDisableTwoFactorMutation, useRegenerateRecoveryCodesMutation, type TwoFactorState } from './twoFactorQuery';

/** Recovery codes left at or below this: the card asks for new ones. */
export const RECOVERY_CODES_LOW = 3;

/** Two-step verification is on: since when, the recovery codes left, new codes, security keys, and turning it off. */
export function TwoFactorOn({
  state,
  onRegenerated,
  onTurnedOff,
  onAnnounce,
}: {
  state: TwoFactorState;
  onRegenerated(recoveryCodes: string[]): void;
  onTurnedOff(): void;
  /** Says a change that keeps the card as it is (a key added or removed) in its status line. */
  onAnnounce(message: string): void;
}) {
  const [dialog, setDialog] = useState<'regenerate' | 'turnOff' | null>(null);
  const regenerate = useRegenerateRecoveryCodesMutation();
  const disable = useDisableTwoFactorMutation();
  const open = (which: 'regenerate' | 'turnOff') => {
    regenerate.reset();
    disable.reset();
    setDialog(which);
  };
  const left = t('settings.recoveryCodesLeft', { count: state.recoveryCodesLeft });

  return (
    <>
      <p>
        <span className="status status--on">
          {state.enabledAt ? t('settings.twoFactorOnSince', { date: fullDate(new Date(state.enabledAt)) }) : t('settings.twoFactorOn')}
        </span>
      </p>
      {state.recoveryCodesLeft <= RECOVERY_CODES_LOW ? (
        <div className="callout callout--warning">
          <p>
            <strong>{left}.</strong> {t('settings.recoveryCodesLow')}
          </p>
        </div>
      ) : (
        <p>{left}.</p>
      )}
      <div className="form__actions">
        <Button onClick={() => open('regenerate')}>{t('settings.recoveryCodesRegenerate')}</Button>
      </div>
      <SecurityKeys onAnnounce={onAnnounce} />
      <div className="form__actions security-keys__turn-off">
        <Button variant="danger" onClick={() => open('turnOff')}>
          {t('settings.twoFactorTurnOff')}
        </Button>
      </div>
      {dialog === 'regenerate' && (
        <ConfirmWithPasswordDialog
          title={t('settings.recoveryCodesRegenerate')}
          lead={t('settings.recoveryCodesRegenerateLead')}
          action={regenerate.isPending ? t('settings.recoveryCodesRegenerating') : t('settings.recoveryCodesRegenerate')}
          pending={regenerate.isPending}
          error={regenerate.error}
          onClose={() => setDialog(null)}
          onConfirm={(currentPassword) =>
            regenerate.mutate(
              { currentPassword },
              {
                onSuccess: (codes) => {
                  setDialog(null);
                  onRegenerated(codes);
                },
              },
            )
          }
        />
      )}
      {dialog === 'turnOff' && (
        <ConfirmWithPasswordDialog
          title={t('settings.twoFactorTurnOffTitle')}
          lead={t('settings.twoFactorTurnOffLead')}
          action={disable.isPending ? t('settings.twoFactorTurningOff') : t('settings.twoFactorTurnOff')}
          variant="danger"
          pending={disable.isPending}
          error={disable.error}
          onClose={() => setDialog(null)}
          onConfirm={(currentPassword) =>
            disable.mutate(
              { currentPassword },
              {
                onSuccess: () => {
                  setDialog(null);
                  onTurnedOff();
                },
              },
            )
          }
        />
      )}
    </>
  );
}
