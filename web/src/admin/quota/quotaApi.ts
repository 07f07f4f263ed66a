import { useQuery } from '@tanstack/react-query';
import { removal } from '../../api/apiError';
import { api, unwrap } from '../../api/client';
import { STALE_HEADER, STALE_REFETCH_LIMIT, STALE_REFETCH_MS } from '../../api/staleAnswers';
import { filterParams, type BucketFilters, type QuotaBucket, type QuotaBucketInput } from './bucketModel';
import { QuotaHttpError, REQUEST_TIMEOUT_MS } from './submitErrors';

export const QUOTA_KEY = ['admin', 'quota'] as const;

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Runs one bucket call aborted after REQUEST_TIMEOUT_MS. A fetch failure is thrown as it is (a
 * TypeError for the network, a TimeoutError DOMException for the timeout); a non-2xx answer as a
 * QuotaHttpError with the server's body, so the caller can map it (submitErrors.ts).
 */
async function quotaCall<T>(run: (signal: AbortSignal) => Promise<FetchResult<T>>): Promise<{ data: T; response: Response }> {
  const result = await run(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
  if (!result.response.ok) throw new QuotaHttpError(result.response.status, result.error);
  return { data: result.data as T, response: result.response };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /api/v1/admin/quota_minder_servers: the environments of this installation, in order. */
export function useQuotaServersQuery() {
  return useQuery({
    queryKey: [...QUOTA_KEY, 'servers'],
    queryFn: async ({ signal }) => {
      const { data } = await unwrap(api.GET('/api/v1/admin/quota_minder_servers', { signal }));
      return Array.isArray(data?.data) ? data.data : [];
    },
    staleTime: Infinity,
  });
}

/**
 * GET …/quota_minder_servers/{server}/buckets with the filters. Just after a change the list may
 * answer before the projection caught up (X-Portal-Stale: true): then it asks again, once a second,
 * a few times, so the admin sees their own change.
 */
export async function fetchBuckets(server: string, filters: BucketFilters): Promise<QuotaBucket[]> {
  for (let attempt = 0; ; attempt++) {
    const { data, response } = await quotaCall((signal) =>
      api.GET('/api/v1/admin/quota_minder_servers/{server}/buckets', {
        params: { path: { server }, query: filterParams({ ...filters }) },
        signal,
      }),
    );
    const stale = response.headers.get(STALE_HEADER) === 'true';
    if (!stale || attempt >= STALE_REFETCH_LIMIT) return Array.isArray(data?.data) ? data.data : [];
    await sleep(STALE_REFETCH_MS);
  }
}

/**
 * POST …/buckets: creates the bucket on one server. The key makes a submit sent again after a timeout
 * or a lost answer meet the bucket the first one made, not "already exists".
 */
export async function createBucket(server: string, input: QuotaBucketInput, idempotencyKey: string): Promise<QuotaBucket> {
  const { data } = await quotaCall((signal) =>
    api.POST('/api/v1/admin/quota_minder_servers/{server}/buckets', {
      params: { path: { server }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { data: input },
      signal,
    }),
  );
  return data.data;
}

/** PATCH …/buckets/{id}: replaces the bucket's definition on one server. */
export async function updateBucket(server: string, id: string, input: QuotaBucketInput): Promise<QuotaBucket> {
  const { data } = await quotaCall((signal) =>
    api.PATCH('/api/v1/admin/quota_minder_servers/{server}/buckets/{id}', {
      params: { path: { server, id } },
      body: { data: input },
      signal,
    }),
  );
  return data.data;
}

/** DELETE …/buckets/{id} (204); a 404 (deleted by an earlier send whose answer was lost, or elsewhere) is done. */
export async function deleteBucket(server: string, id: string): Promise<void> {
  await removal(() =>
    quotaCall((signal) =>
      api.DELETE('/api/v1/admin/quota_minder_servers/{server}/buckets/{id}', { params: { path: { server, id } }, signal }),
    ),
  );
}
