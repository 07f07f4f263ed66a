import { startService } from '@portal/service-runtime';
import { MetricsModule, SOURCE } from './app.module';

// No Kafka consumer yet: the service only writes (its events leave through the outbox relay).
void startService(MetricsModule, { name: SOURCE, defaultPort: 4006, internal: true }).catch((error: unknown) => {
  process.stderr.write(`metrics failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
