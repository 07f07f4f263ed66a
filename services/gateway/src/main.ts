import multipart from '@fastify/multipart';
import { EdgeAnswers, startService } from '@portal/service-runtime';
import { GatewayModule } from './app.module';
import { watchRoutes } from './contract/route-coverage';
import { gatewayConfig } from './core/gateway.config';
import { registerSameOriginCheck } from './hardening/same-origin';
import { registerOAuthProxy } from './oauth/oauth-proxy';
import { serveReferenceAtTheEdge } from './reference/reference-edge';
import { registerSandboxProxy } from './reference/sandbox-proxy';
import { serveWebClient } from './web/web-client';

const edge = new EdgeAnswers();

void startService(GatewayModule, {
  name: 'gateway',
  defaultPort: 8080,
  internal: false,
  edge,
  beforeListen: async (app) => {
    const assertCovered = watchRoutes(app);
    registerSameOriginCheck(app.getHttpAdapter().getInstance(), gatewayConfig().allowedOrigins);
    // Logo uploads (developer apps): one file of at most 2 MB; read by the controllers that accept it.
    await app.register(multipart as never, { limits: { files: 1, fileSize: 2 * 1024 * 1024, fields: 20 } });
    // Before the web client's catch-all: /oauth/* is identity's authorization server, passed through raw.
    await registerOAuthProxy(app);
    // The API reference's "try it": the sandbox servers of the platform API, through the quota proxy.
    await registerSandboxProxy(app);
    // Served over https (production, or an https PUBLIC_URL) exactly when cookies are Secure: then HSTS too.
    await serveWebClient(app, gatewayConfig().webDist, gatewayConfig().secureCookies);
    await app.init();
    assertCovered();
    serveReferenceAtTheEdge(edge, app, gatewayConfig().secureCookies);
  },
}).catch((error: unknown) => {
  process.stderr.write(`gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
