import { t } from '../i18n';
import { Button } from '../ui';

export function CrashMessage() {
  return (
    <div className="error-panel" role="alert">
      <p>{t('errors.crash')}</p>
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
