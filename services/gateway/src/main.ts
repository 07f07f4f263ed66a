import { startService } from '@portal/service-runtime';
import { GatewayModule } from './app.module';
import { watchRoutes } from './contract/route-coverage';
import { gatewayConfig } from './core/gateway.config';
import { serveWebClient } from './web/web-client';

void startService(GatewayModule, {
  name: 'gateway',
  defaultPort: 8080,
  internal: false,
  beforeListen: async (app) => {
    const assertCovered = watchRoutes(app);
    await serveWebClient(app, gatewayConfig().webDist);
    await app.init();
    assertCovered();
  },
}).catch((error: unknown) => {
  process.stderr.write(`gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
