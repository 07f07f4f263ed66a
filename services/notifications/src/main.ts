import { TOPICS } from '@portal/contracts';
import { env, KafkaEventsTransport, startService } from '@portal/service-runtime';
import { NotificationsModule, SOURCE } from './app.module';

void startService(NotificationsModule, {
  name: SOURCE,
  defaultPort: 4005,
  internal: true,
  transport: (logger) =>
    new KafkaEventsTransport({
      clientId: 'notifications',
      groupId: 'notifications',
      // marketplace.lead: the requester's confirmation of a request for information.
      topics: [TOPICS.identityDeveloper, TOPICS.notificationsAnnouncement, TOPICS.marketplaceLead],
      brokers: env('KAFKA_BROKERS', '127.0.0.1:59092'),
      logger,
    }),
}).catch((error: unknown) => {
  process.stderr.write(`notifications failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
