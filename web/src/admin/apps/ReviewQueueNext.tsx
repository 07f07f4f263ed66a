import { Link } from 'react-router';
import { useNow } from '../../lib/useNow';
import { t } from '../i18n';
import { listReturnPath } from '../lists/listReturn';
import { reviewPath, waitingDays } from './reviewQueue';
import { REVIEW_QUEUE_PATH, useReviewQueueHead } from './reviewQueueHead';

const waitingText = (days: number) =>
  days === 0
    ? t('adminApps.reviewNextToday')
    : t('adminApps.reviewNextWaitingFor', { days: t(days === 1 ? 'adminLists.waitingDay' : 'adminLists.waitingDays', { days }) });

/**
 * On an app's admin page, while other apps wait for review: how many wait and which one is next (the oldest other
 * than this one), so an admin working the queue goes from a decision to the next app without the list in between.
 * Both links keep the list the admin came from (`listState`): the queue opens as it was left, and so does it after
 * the next app.
 */
export function ReviewQueueNext({ appId, listState }: { appId: string; listState: unknown }) {
  // Two rows: the oldest may be this app (its decision may not have reached the queue yet).
  const head = useReviewQueueHead(2);
  const now = useNow(undefined, head.dataUpdatedAt);
  const next = head.data?.rows.find((row) => row.id !== appId);
  if (!head.data || !next) return null;
  const days = waitingDays(next.in_review_at, new Date(now));
  return (
    <nav className="review-next" aria-label={t('adminApps.reviewNextLabel')}>
      <Link to={listReturnPath(listState, REVIEW_QUEUE_PATH)}>{t('adminApps.reviewNextWaiting', { count: head.data.info.total })}</Link>
      <span className="review-next__next">
        {t('adminApps.reviewNext')}{' '}
        <Link to={reviewPath(next)} state={listState} className="review-next__app">
          {next.internal_name}
        </Link>
        {days !== null && <span className="muted"> ({waitingText(days)})</span>}
      </span>
    </nav>
  );
}
