import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ACTOR_HEADERS } from '../actor';
import { internalToken } from '../config';
import { errorBody } from '../http-errors';
import { routeLabel } from './route-label';
import { serviceMetrics } from './service-metrics';

export const METRICS_PATH = '/metrics';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Constant-time comparison of the presented internal token with the expected one. */
export const tokenMatches = (presented: string | string[] | undefined, expected: string): boolean =>
  typeof presented === 'string' && timingSafeEqual(digest(presented), digest(expected));

/**
 * Counts and times every response by route pattern, and serves `GET /metrics` in the Prometheus
 * text format. Only callers with the internal token may read it, on every service: internal ones
 * refuse tokenless calls anyway, and on the gateway, which is public, this route checks it itself
 * (a scraper sends `x-internal-token`).
 */
export const registerMetrics = (fastify: FastifyInstance, service: string): void => {
  const metrics = serviceMetrics();
  metrics.setService(service);
  metrics.collectDefaults();
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeHttp(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  fastify.get(METRICS_PATH, async (request, reply) => {
    if (!tokenMatches(request.headers[ACTOR_HEADERS.token], internalToken())) {
      return reply.status(401).send(errorBody('Metrics: missing or wrong internal token'));
    }
    const { contentType, body } = await metrics.text();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
};
