import { useMeQuery } from '../identity/meQuery';
import { Button, CopyButton } from '../ui';
import { t } from './i18n';
import { RECOVERY_CODES_FILE_NAME, downloadTextFile, recoveryCodesText } from './recoveryCodesFile';

/** Recovery codes just made (two-step verification turned on, or new codes): shown this once, to copy or download. */
export function NewRecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const { me } = useMeQuery();
  const download = () =>
    downloadTextFile(
      RECOVERY_CODES_FILE_NAME,
      recoveryCodesText(codes, { account: me?.email ?? '', origin: window.location.origin, date: new Date() }),
    );
  return (
    <>
      <p>{t('settings.recoveryCodesLead')}</p>
      <div className="callout callout--warning">
        <p>{t('settings.recoveryCodesOnce')}</p>
      </div>
      <ul className="recovery-codes mono" aria-label={t('settings.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="form__actions">
        <CopyButton value={codes.join('\n')} label={t('settings.recoveryCodesCopy')} />
        <Button size="small" onClick={download}>
          {t('settings.recoveryCodesDownload')}
        </Button>
      </div>
      <div>
        <Button variant="primary" onClick={onDone}>
          {t('settings.recoveryCodesSaved')}
        </Button>
      </div>
    </>
  );
}
