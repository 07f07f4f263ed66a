import Fastify, { type FastifyInstance } from 'fastify';
import { internalToken } from '../config';
import { registerMetrics, tokenMatches } from './metrics-endpoint';

describe('GET /metrics', () => {
  let fastify: FastifyInstance;

  beforeAll(async () => {
    fastify = Fastify();
    registerMetrics(fastify, 'unit');
    fastify.get('/things/:id', async () => ({ ok: true }));
    await fastify.ready();
  });

  afterAll(() => fastify.close());

  const scrape = (token?: string) =>
    fastify.inject({ method: 'GET', url: '/metrics', headers: token === undefined ? {} : { 'x-internal-token': token } });

  it('refuses a caller without the internal token, or with a wrong one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('not-the-token')).statusCode).toBe(401);
  });

  it('answers the Prometheus text format with the request counters by route pattern', async () => {
    await fastify.inject({ method: 'GET', url: '/things/42?x=1' });
    await fastify.inject({ method: 'GET', url: '/nowhere/7' });

    const answer = await scrape(internalToken());

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toContain('portal_http_requests_total{method="GET",route="/things/:id",status="200",service="unit"} 1');
    expect(answer.body).toContain('portal_http_requests_total{method="GET",route="unmatched",status="404",service="unit"} 1');
    expect(answer.body).not.toContain('/things/42');
    expect(answer.body).not.toContain('/nowhere');
    expect(answer.body).toMatch(/^process_cpu_seconds_total\{service="unit"\} /m);
  });
});

describe('tokenMatches', () => {
  it('accepts only the exact token', () => {
    expect(tokenMatches('secret', 'secret')).toBe(true);
    expect(tokenMatches('secret2', 'secret')).toBe(false);
    expect(tokenMatches(undefined, 'secret')).toBe(false);
    expect(tokenMatches(['secret'], 'secret')).toBe(false);
  });
});
