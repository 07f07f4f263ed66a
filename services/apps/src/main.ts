import { TOPICS } from '@portal/contracts';
import { env, KafkaEventsTransport, startService } from '@portal/service-runtime';
import { AppsModule, SOURCE } from './app.module';

void startService(AppsModule, {
  name: SOURCE,
  defaultPort: 4003,
  internal: true,
  // Logos arrive base64-encoded from the gateway (2 MB files).
  bodyLimitBytes: 4 * 1024 * 1024,
  transport: (logger) =>
    new KafkaEventsTransport({
      clientId: 'apps',
      groupId: 'apps',
      topics: [TOPICS.identityDeveloper, TOPICS.appsApp, TOPICS.appsSandbox, TOPICS.appsManifest, TOPICS.marketplaceListing],
      brokers: env('KAFKA_BROKERS', '127.0.0.1:59092'),
      logger,
    }),
}).catch((error: unknown) => {
  process.stderr.write(`apps failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
