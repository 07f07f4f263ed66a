import { startService } from '@portal/service-runtime';
import { MarketplaceModule, SOURCE } from './app.module';

void startService(MarketplaceModule, { name: SOURCE, defaultPort: 4004, internal: true }).catch((error: unknown) => {
  process.stderr.write(`marketplace failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
