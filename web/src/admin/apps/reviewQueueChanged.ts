import type { QueryClient } from '@tanstack/react-query';

/**
 * After a review move (submit, withdraw, approve, reject; a manifest or a listing): the admin lists (the review
 * queue, and the apps list's review badges) and the queue's head are stale. They are read models, so a read at once
 * may still show the move's before; the next visit reads them again. Free of imports, so it joins the chunk of the
 * manifests calls that use it rather than adding one to the developer's app page (under a first-load budget).
 */
export function reviewQueueChanged(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'review-queue-head'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'list'] }),
  ]).then(() => undefined);
}
