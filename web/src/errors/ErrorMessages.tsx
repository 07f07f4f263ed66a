import { t } from '../i18n';
import { Button } from '../ui';

/** Says "reported" only once the gateway accepted the crash report. */
export function CrashMessage({ reported }: { reported: boolean }) {
  return (
    <div className="error-panel" role="alert">
      <p>{t(reported ? 'errors.crash' : 'errors.crashLogged')}</p>
    </div>
  );
}

export function BundleLoadMessage() {
  return (
    <div className="error-panel" role="alert">
      <p>{t('errors.bundle')}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </div>
  );
}
