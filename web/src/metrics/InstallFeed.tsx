import { Pagination, TableCard } from '../ui';
import { t } from './i18n';
import { INSTALLATIONS_PER_PAGE } from './metricsApi';
import { formatInstant } from './series';
import type { AppMetrics } from './types';

interface InstallFeedProps {
  installations: AppMetrics['app_installations'];
  /** The admin view adds the installer's e-mail. */
  admin: boolean;
  page: number;
  onPage(page: number): void;
  busy: boolean;
}

/** The installations, newest change first, paged by the server. */
export function InstallFeed({ installations, admin, page, onPage, busy }: InstallFeedProps) {
  const info = { total: installations.total_count, perPage: INSTALLATIONS_PER_PAGE };
  return (
    <TableCard
      className="metrics-table"
      busy={busy}
      label={t('metrics.feedCaption')}
      footer={
        installations.total_count > INSTALLATIONS_PER_PAGE && (
          <Pagination page={page} info={info} rowsOnPage={installations.rows.length} onPage={onPage} />
        )
      }
    >
      <caption className="visually-hidden">{t('metrics.feedCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('metrics.colCompany')}</th>
          {admin && <th scope="col">{t('metrics.colInstaller')}</th>}
          <th scope="col">{t('metrics.colStatus')}</th>
          <th scope="col">{t('metrics.colUpdated')}</th>
        </tr>
      </thead>
      <tbody>
        {installations.rows.map((row) => (
          <tr key={row.id}>
            <td>
              {row.company_name}
              {row.company_is_demo && <span className="badge badge--info metrics-demo">{t('metrics.demo')}</span>}
            </td>
            {admin && <td>{row.user_email_address ?? ''}</td>}
            <td>
              <span className={`badge metrics-status metrics-status--${row.status}`}>
                {t(row.status === 'installed' ? 'metrics.installed' : 'metrics.uninstalled')}
              </span>
            </td>
            <td>
              <time dateTime={row.platform_updated_at}>{formatInstant(row.platform_updated_at)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}
