import { Button } from '../../ui';
import { t } from '../i18n';

/** A save refused with 412: someone else's change is not overwritten; Reload shows it and resets the form. */
export function StaleSaveBanner({ reloading, onReload }: { reloading: boolean; onReload(): void }) {
  return (
    <div className="alert alert--error" role="alert">
      <p className="alert__title">{t('apps.staleTitle')}</p>
      <p>{t('apps.staleBody')}</p>
      <div className="alert__actions">
        <Button size="small" disabled={reloading} onClick={onReload}>
          {t('apps.staleReload')}
        </Button>
      </div>
    </div>
  );
}
