import { useState, type FormEvent } from 'react';
import { isApiError } from '../api/apiError';
import { answeredForSure } from '../api/idempotencyKey';
import { formErrorsOf } from '../identity/serverFields';
import { Button, CopyButton, ErrorBanner, Field } from '../ui';
import { CurrentPasswordField } from './CurrentPasswordField';
import { t } from './i18n';
import { QrCode } from './QrCode';
import { groupedKey } from './twoFactorKey';
import { useEnableTwoFactorMutation, useRegenerateRecoveryCodesMutation, type TwoFactorSetupData } from './twoFactorQuery';

const SETUP_FIELDS = ['code', 'currentPassword'] as const;

/**
 * Setting two-step verification up: the QR code (or the key, typed) for the authenticator app, then a code from the
 * app and the current password turn it on; the answer is the ten recovery codes.
 */
export function TwoFactorSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetupData;
  onEnabled(recoveryCodes: string[]): void;
  onCancel(): void;
}) {
  const [code, setCode] = useState('');
  const [current, setCurrent] = useState('');
  const enable = useEnableTwoFactorMutation();
  // A Turn on whose answer was lost may have turned it on, and its recovery codes went with the answer.
  const [answerLost, setAnswerLost] = useState(false);
  const recover = useRegenerateRecoveryCodesMutation();

  const { fields, banner } = formErrorsOf(recover.error ?? (recover.isPending ? null : enable.error), SETUP_FIELDS);
  const ready = code.trim() !== '' && current !== '';
  const busy = enable.isPending || recover.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    const currentPassword = current;
    enable.mutate(
      { code: code.trim(), currentPassword },
      {
        onSuccess: onEnabled,
        onError: (error) => {
          // "Already on" after a lost answer: this form's own first send turned it on, and nobody saw its codes.
          // New ones (the password was just proven) are the ones shown, so the developer is not left without any.
          if (answerLost && isApiError(error) && error.status === 409) recover.mutate({ currentPassword }, { onSuccess: onEnabled });
          else if (!answeredForSure(error)) setAnswerLost(true);
        },
      },
    );
  };

  return (
    <>
      <p>{t('settings.twoFactorScan')}</p>
      <QrCode text={setup.otpauthUri} label={t('settings.twoFactorQrLabel')} />
      <p className="two-factor-key">
        {t('settings.twoFactorKeyLead')} <code className="mono two-factor-key__value">{groupedKey(setup.secret)}</code>{' '}
        <CopyButton value={setup.secret} label={t('settings.twoFactorCopyKey')} />
      </p>
      <p>{t('settings.twoFactorConfirmLead')}</p>
      {banner.length > 0 && <ErrorBanner title={null} messages={banner} />}
      <form className="form" noValidate onSubmit={onSubmit} aria-label={t('settings.twoFactorSetupForm')}>
        <Field
          label={t('settings.twoFactorCode')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={64}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          errors={fields.code ?? []}
        />
        <CurrentPasswordField value={current} onChange={setCurrent} errors={fields.currentPassword ?? []} />
        <div className="form__actions">
          <Button variant="primary" type="submit" disabled={!ready || busy}>
            {busy ? t('settings.twoFactorTurningOn') : t('settings.twoFactorTurnOn')}
          </Button>
          <Button disabled={busy} onClick={onCancel}>
            {t('ui.cancel')}
          </Button>
        </div>
      </form>
    </>
  );
}
