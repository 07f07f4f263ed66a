import { t } from '../i18n';
import { ErrorBanner, Spinner } from '../../ui';
import { useActivityQuery } from '../api/appsApi';
import { formatLongDateTime, formatShortDateTime } from '../lib/dates';

/** Beyond the spec: who did what and when (owners and admins), straight from the app's events. */
export function ActivityTab({ appId }: { appId: string }) {
  const activity = useActivityQuery(appId);
  if (activity.isPending) return <Spinner />;
  if (activity.isError) return <ErrorBanner error={activity.error} retry={activity} />;
  if (activity.data.length === 0) return <p className="muted">{t('apps.activityEmpty')}</p>;
  return (
    <ol className="activity">
      {activity.data.map((entry) => (
        <li key={entry.id} className="activity__item">
          <span className="activity__summary">{entry.summary}</span>
          <span className="activity__meta">
            {entry.actor?.name || entry.actor?.email || t('apps.activitySystem')} ·{' '}
            <time dateTime={entry.occurred_at} title={formatLongDateTime(entry.occurred_at)}>
              {formatShortDateTime(entry.occurred_at)}
            </time>
          </span>
        </li>
      ))}
    </ol>
  );
}
