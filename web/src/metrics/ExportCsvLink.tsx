import { trackEvent } from '../analytics/trackEvent';
import { buttonClass } from '../ui';
import { t } from './i18n';
import { appShowPath } from './metricsApi';

export const DOWNLOAD_CSV_KEY = 'developers.app_metrics.download_csv.clicked';

/**
 * A plain link, not a router link: the gateway streams the file as an attachment (the admin one with
 * the installers' e-mails), so the page stays and the tracking call completes.
 */
export function ExportCsvLink({ appId, appName, admin }: { appId: string; appName: string; admin: boolean }) {
  return (
    <a
      className={buttonClass({ variant: 'secondary' })}
      href={`${appShowPath(appId, admin)}/installations.csv`}
      download
      onClick={() => void trackEvent(DOWNLOAD_CSV_KEY, { developer_app_id: appId, app_name: appName })}
    >
      {t('metrics.exportCsv')}
    </a>
  );
}
