import { env, KafkaEventsTransport, startService } from '@portal/service-runtime';
import { IdentityModule, SOURCE } from './app.module';

void startService(IdentityModule, {
  name: SOURCE,
  defaultPort: 4001,
  internal: true,
  transport: (logger) =>
    new KafkaEventsTransport({
      clientId: 'identity-mailer',
      groupId: 'identity-mailer',
      topics: ['identity.developer'],
      brokers: env('KAFKA_BROKERS', '127.0.0.1:59092'),
      logger,
    }),
}).catch((error: unknown) => {
  process.stderr.write(`identity failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
