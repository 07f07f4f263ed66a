import { startService } from '@portal/service-runtime';
import { GatewayModule } from './app.module';
import { gatewayConfig } from './core/gateway.config';
import { serveWebClient } from './web/web-client';

void startService(GatewayModule, {
  name: 'gateway',
  defaultPort: 8080,
  internal: false,
  beforeListen: (app) => serveWebClient(app, gatewayConfig().webDist),
}).catch((error: unknown) => {
  process.stderr.write(`gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
