import { TOPICS } from '@portal/contracts';
import { env, KafkaEventsTransport, PortalLogger, startService } from '@portal/service-runtime';
import { MetricsModule, SOURCE } from './app.module';

/**
 * One Kafka consumer group per metrics area: each keeps its own offsets and retries, so a slow or
 * failing area never holds back another. Every transport knows every handler but only receives its
 * own topics.
 */
const CONSUMER_GROUPS: readonly { groupId: string; topics: readonly string[] }[] = [
  { groupId: 'metrics-engagement', topics: [TOPICS.marketplaceVisit, TOPICS.marketplaceInstallation] },
  { groupId: 'metrics-usage', topics: [TOPICS.quotaUsage] },
];

const transportOf = (group: (typeof CONSUMER_GROUPS)[number], logger: PortalLogger): KafkaEventsTransport =>
  new KafkaEventsTransport({
    clientId: group.groupId,
    groupId: group.groupId,
    topics: group.topics,
    brokers: env('KAFKA_BROKERS', '127.0.0.1:59092'),
    logger,
  });

const [first, ...others] = CONSUMER_GROUPS;

void startService(MetricsModule, {
  name: SOURCE,
  defaultPort: 4006,
  internal: true,
  transport: (logger) => transportOf(first!, logger),
  beforeListen: async (app) => {
    const logger = app.get(PortalLogger);
    for (const group of others) {
      await app.connectMicroservice({ strategy: transportOf(group, logger) }, { inheritAppConfig: true }).listen();
    }
  },
}).catch((error: unknown) => {
  process.stderr.write(`metrics failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
