import { TOPICS } from '@portal/contracts';
import { env, KafkaEventsTransport, startService } from '@portal/service-runtime';
import { MarketplaceModule, SOURCE } from './app.module';

void startService(MarketplaceModule, {
  name: SOURCE,
  defaultPort: 4004,
  internal: true,
  // Uploads arrive as base64 JSON from the gateway: a 50 MB video is about 67 MB.
  bodyLimitBytes: 72 * 1024 * 1024,
  // A deleted app's listing leaves the public Marketplace (and comes back on undelete) from the app's own events.
  transport: (logger) =>
    new KafkaEventsTransport({
      clientId: 'marketplace',
      groupId: 'marketplace',
      topics: [TOPICS.appsApp],
      brokers: env('KAFKA_BROKERS', '127.0.0.1:59092'),
      logger,
    }),
}).catch((error: unknown) => {
  process.stderr.write(`marketplace failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
