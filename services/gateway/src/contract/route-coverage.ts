import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ContractValidator } from './contract-validator';

/**
 * Collects every route as Fastify registers it, so that after Nest's init the gateway can refuse
 * to start with an `/api/v1` route the OpenAPI document does not describe (it would go unvalidated).
 */
export const watchRoutes = (app: NestFastifyApplication): (() => void) => {
  const routes: Pick<RouteOptions, 'url' | 'method'>[] = [];
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.addHook('onRoute', (route) => {
    routes.push({ url: route.url, method: route.method });
  });
  return () => {
    const validator = app.get(ContractValidator);
    const missing = routes
      .filter((r) => r.url.startsWith('/api/v1/'))
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${String(m)} ${r.url}`))
      .filter((key) => !key.startsWith('HEAD ') && !validator.has(key.split(' ')[0]!, key.split(' ')[1]!));
    if (missing.length > 0) throw new Error(`Routes missing from contracts/openapi.yaml: ${missing.join(', ')}`);
  };
};
