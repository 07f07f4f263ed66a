import { t } from '../i18n';

/** An honest placeholder for a tab whose issue is not built yet. */
export function PlaceholderTab({ body }: { body: string }) {
  return (
    <div className="placeholder">
      <p className="placeholder__badge">{t('apps.comingSoon')}</p>
      <p>{body}</p>
    </div>
  );
}
