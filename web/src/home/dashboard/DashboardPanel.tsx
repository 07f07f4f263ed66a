import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorBanner } from '../../ui';
import { t } from './i18n';

interface PanelQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * One panel of the home page: a titled region, its list once loaded, a quiet note while loading or
 * when empty, a retry when its read failed (a panel's failure never takes the page down), and a
 * link to the full page.
 */
export function DashboardPanel({
  id,
  title,
  query,
  empty,
  emptyAction,
  allLink,
  children,
}: {
  id: string;
  title: string;
  query: PanelQuery;
  /** Set when loaded and there is nothing to list. */
  empty: string | null;
  emptyAction?: ReactNode;
  allLink: { to: string; label: string };
  children: ReactNode;
}) {
  const headingId = `home-${id}-title`;
  return (
    <section className="card dashboard-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard-panel__title">
        {title}
      </h2>
      {query.isPending ? (
        <p className="muted" role="status">
          {t('dashboard.loading')}
        </p>
      ) : query.isError ? (
        <ErrorBanner title={null} messages={[t('dashboard.panelError')]} retry={query} />
      ) : empty !== null ? (
        <div className="dashboard-panel__empty">
          <p className="muted">{empty}</p>
          {emptyAction}
        </div>
      ) : (
        children
      )}
      <Link className="dashboard-panel__all" to={allLink.to}>
        {allLink.label}
      </Link>
    </section>
  );
}
