import { useId, useState } from 'react';
import { t } from '../i18n';
import { formatLongDateTime } from '../lib/dates';
import { graceHoursOf, MAX_GRACE_HOURS, MIN_GRACE_HOURS } from '../lib/graceHours';
import { Button, CopyField, Field, Modal } from '../../ui';
import type { useSecretFlow } from './useSecretFlow';

/** Which client a secret flow is for: the sandbox's dialogs say so, beside the production card on the same page. */
export type SecretEnvironment = 'production' | 'sandbox';

/** The one-time secret: shown once, never again, so only "I have copied it" closes it (not Escape, not a stray ×). */
export function OneTimeSecretDialog({
  clientId,
  secret,
  environment,
  onClose,
}: {
  clientId: string;
  secret: string;
  environment: SecretEnvironment;
  onClose(): void;
}) {
  return (
    <Modal
      title={t(environment === 'sandbox' ? 'apps.sandboxSecretDialogTitle' : 'apps.secretDialogTitle')}
      dismissible={false}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('apps.secretDialogDone')}
        </Button>
      }
    >
      <p className="alert alert--warning">{t('apps.secretDialogWarning')}</p>
      <CopyField label={t('apps.clientId')} value={clientId} copyLabel={t('apps.copyClientId')} />
      <CopyField label={t('apps.clientSecret')} value={secret} copyLabel={t('apps.copySecret')} />
    </Modal>
  );
}

/** Later resets need the confirm checkbox (spec §4). */
export function ConfirmResetDialog({
  busy,
  error,
  environment,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  error: unknown;
  environment: SecretEnvironment;
  onConfirm(): void;
  onClose(): void;
}) {
  const [checked, setChecked] = useState(false);
  const id = useId();
  const sandbox = environment === 'sandbox';
  return (
    <Modal
      title={t(sandbox ? 'apps.resetSandboxTitle' : 'apps.resetTitle')}
      size="small"
      busy={busy}
      onClose={onClose}
      error={error}
      action={{
        label: busy ? t('apps.resetting') : t(sandbox ? 'apps.resetSandboxSecret' : 'apps.resetSecret'),
        variant: 'destructive',
        disabled: !checked,
        onClick: onConfirm,
      }}
    >
      <p>{t(sandbox ? 'apps.resetSandboxBody' : 'apps.resetBody')}</p>
      <label className="checkbox" htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
        {t(sandbox ? 'apps.resetSandboxConfirmCheckbox' : 'apps.resetConfirmCheckbox')}
      </label>
    </Modal>
  );
}

/** Beyond the spec: rotation with a grace period in which the old and new secrets both work. */
export function RotateSecretDialog({
  busy,
  error,
  environment,
  onRotate,
  onClose,
}: {
  busy: boolean;
  error: unknown;
  environment: SecretEnvironment;
  onRotate(hours: number): void;
  onClose(): void;
}) {
  const [hours, setHours] = useState('24');
  const value = graceHoursOf(hours);
  return (
    <Modal
      title={t(environment === 'sandbox' ? 'apps.rotateSandboxTitle' : 'apps.rotateTitle')}
      size="small"
      busy={busy}
      onClose={onClose}
      error={error}
      action={{ label: t('apps.rotateSubmit'), disabled: value === null, onClick: () => value !== null && onRotate(value) }}
    >
      <p>{t('apps.rotateBody')}</p>
      <Field
        label={t('apps.graceHours')}
        // Why "Rotate secret" is off, where the reader is looking (identity's words for the same refusal).
        errors={value === null ? [t('apps.graceHoursRange', { min: MIN_GRACE_HOURS, max: MAX_GRACE_HOURS })] : []}
        type="number"
        min={MIN_GRACE_HOURS}
        max={MAX_GRACE_HOURS}
        step={1}
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        hint={t('apps.graceHoursHint')}
      />
    </Modal>
  );
}

/** The dialogs of a secret flow (production or sandbox client): confirm reset, rotate, the one-time secret. */
export function SecretFlowDialogs({ flow, environment }: { flow: ReturnType<typeof useSecretFlow>; environment: SecretEnvironment }) {
  return (
    <>
      {flow.dialog === 'confirm' && (
        <ConfirmResetDialog
          environment={environment}
          busy={flow.reset.isPending}
          error={flow.reset.error}
          onConfirm={() => flow.reset.mutate(true)}
          onClose={() => flow.setDialog(null)}
        />
      )}
      {flow.dialog === 'rotate' && (
        <RotateSecretDialog
          environment={environment}
          busy={flow.rotate.isPending}
          error={flow.rotate.error}
          onRotate={(h) => flow.rotate.mutate(h)}
          onClose={() => flow.setDialog(null)}
        />
      )}
      {flow.shown && (
        <OneTimeSecretDialog
          clientId={flow.shown.clientId}
          secret={flow.shown.secret}
          environment={environment}
          onClose={() => flow.setShown(null)}
        />
      )}
    </>
  );
}

/** A rotation's grace period: the old secret works until `until`, or until it is revoked here. */
export function GraceNotice({ until, busy, onRevoke }: { until: string; busy: boolean; onRevoke(): void }) {
  return (
    <p className="alert alert--warning">
      {t('apps.graceNotice', { until: formatLongDateTime(until) })}{' '}
      <Button size="small" variant="secondary" disabled={busy} onClick={onRevoke}>
        {t('apps.revokeOld')}
      </Button>
    </p>
  );
}

/** Opens the rotate dialog of a secret flow. */
export function RotateButton({ flow, label }: { flow: ReturnType<typeof useSecretFlow>; label: string }) {
  return (
    <Button
      variant="ghost"
      onClick={() => {
        flow.rotate.reset();
        flow.setDialog('rotate');
      }}
    >
      {label}
    </Button>
  );
}
