import { useState, type FormEvent } from 'react';
import { formErrorsOf } from '../identity/serverFields';
import { Button, CopyButton, ErrorBanner, Field } from '../ui';
import { CurrentPasswordField } from './CurrentPasswordField';
import { t } from './i18n';
import { QrCode } from './QrCode';
import { groupedKey } from './twoFactorKey';
import { useEnableTwoFactorMutation, type TwoFactorSetupData } from './twoFactorQuery';

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

  const { fields, banner } = formErrorsOf(enable.error, SETUP_FIELDS);
  const ready = code.trim() !== '' && current !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || enable.isPending) return;
    enable.mutate({ code: code.trim(), currentPassword: current }, { onSuccess: onEnabled });
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
          <Button variant="primary" type="submit" disabled={!ready || enable.isPending}>
            {enable.isPending ? t('settings.twoFactorTurningOn') : t('settings.twoFactorTurnOn')}
          </Button>
          <Button disabled={enable.isPending} onClick={onCancel}>
            {t('ui.cancel')}
          </Button>
        </div>
      </form>
    </>
  );
}
