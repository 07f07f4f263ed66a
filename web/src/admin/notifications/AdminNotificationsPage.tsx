import { Link } from 'react-router';
import { t } from '../i18n';
import { ADMIN_NEW_NOTIFICATION_PATH, adminNotificationEditPath } from '../../notifications/paths';
import { truncateSummary } from '../../notifications/summary';
import { Breadcrumbs, buttonClass, ErrorBanner, Spinner, TableCard } from '../../ui';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useAdminNotificationsQuery } from './adminNotificationsQuery';
import { isShown } from './notificationForm';

/** admin > notifications: Title, Summary, Visible, Critical; a sidebar with Create Notification. */
export function AdminNotificationsPage() {
  useDocumentTitle(t('adminNotifications.title'));
  const query = useAdminNotificationsQuery();
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));

  return (
    <div className="page">
      <Breadcrumbs items={[{ label: t('admin.title'), to: '/admin' }, { label: t('adminNotifications.title') }]} />
      <header className="page-header">
        <h1>{t('adminNotifications.title')}</h1>
      </header>
      <div className="with-sidebar">
        <div className="with-sidebar__main">
          {query.isError ? (
            <ErrorBanner title={null} messages={[t('errors.generic')]} retry={query} />
          ) : query.isPending ? (
            <Spinner />
          ) : (
            <TableCard busy={query.isFetching} label={t('adminNotifications.title')}>
              <thead>
                <tr>
                  <th scope="col">{t('adminNotifications.colTitle')}</th>
                  <th scope="col">{t('adminNotifications.colSummary')}</th>
                  <th scope="col">{t('adminNotifications.colVisible')}</th>
                  <th scope="col">{t('adminNotifications.colCritical')}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.length === 0 ? (
                  <tr>
                    <td colSpan={4} className="table__empty">
                      {t('adminNotifications.empty')}
                    </td>
                  </tr>
                ) : (
                  query.data.map((n) => {
                    const shown = isShown(n);
                    const why = n.draft
                      ? t('adminNotifications.whyDraft')
                      : !n.visible_by_show_after && n.show_after
                        ? t('adminNotifications.whyShowAfter', { date: n.show_after })
                        : '';
                    return (
                      <tr key={n.id}>
                        <td className="table__title">
                          <Link to={adminNotificationEditPath(n.id)}>{n.title || t('adminNotifications.untitled')}</Link>
                        </td>
                        <td className="table__summary">{truncateSummary(n.summary)}</td>
                        <td>
                          <span className={`status status--${shown ? 'on' : 'off'}`}>{yesNo(shown)}</span>
                          {!shown && why && <span className="table__note">{why}</span>}
                        </td>
                        <td>
                          {n.critical ? (
                            <span className="badge badge--critical">{t('common.yes')}</span>
                          ) : (
                            <span className="muted">{t('common.no')}</span>
                          )}
                        </td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </TableCard>
          )}
        </div>
        <aside className="with-sidebar__aside" aria-label={t('adminNotifications.sidebar')}>
          <div className="sidebar-card">
            <Link to={ADMIN_NEW_NOTIFICATION_PATH} className={buttonClass({ variant: 'primary', block: true })}>
              {t('adminNotifications.create')}
            </Link>
            <p className="sidebar-card__note">{t('adminNotifications.sidebarNote')}</p>
          </div>
        </aside>
      </div>
    </div>
  );
}
