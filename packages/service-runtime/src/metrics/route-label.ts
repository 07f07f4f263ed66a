/** The label for requests no route matched: the raw URL would make one series per probe or typo. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The `route` label of the HTTP metrics: Fastify's route pattern (`/api/v1/developer_apps/:id`),
 * never the URL itself, so the number of series is bounded by the number of routes.
 */
export const routeLabel = (request: { is404?: boolean; routeOptions?: { url?: string | undefined } }): string => {
  const pattern = request.routeOptions?.url;
  return request.is404 || typeof pattern !== 'string' || pattern === '' ? UNMATCHED_ROUTE : pattern;
};
