import { useQuery } from '@tanstack/react-query';
import type { components } from '../../api/types';
import { fetchListPage } from '../lists/adminListQuery';

export const REVIEW_QUEUE_PATH = '/admin/developer_apps/review_queue';
export const REVIEW_QUEUE_API = '/api/v1/admin/review_queue';

/**
 * The first rows of the review queue (oldest in review first) and how many wait in all (its `total`
 * header): the admin home's count and the dashboard's panel read the same call.
 */
export function useReviewQueueHead(rows: number) {
  return useQuery({
    queryKey: ['admin', 'review-queue-head', rows],
    queryFn: ({ signal }) =>
      fetchListPage<components['schemas']['ReviewQueueRow']>(
        REVIEW_QUEUE_API,
        { per_page: rows, 'filters[in_review]': 'true' },
        rows,
        signal,
      ),
  });
}
