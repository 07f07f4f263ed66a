import { t } from '../i18n';

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
      <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </div>
  );
}
