import type { ConsumerOffsetSnapshot, OutboxProgress } from '@portal/eventsourcing';
import { ServiceMetrics, type QueueLike, type RelayLike } from './service-metrics';
import type { LagSource } from './kafka-lag';

const relay = (progress: () => Promise<OutboxProgress>): RelayLike & { progress: jest.Mock } => ({
  source: 'apps',
  lastPublishedPosition: 40,
  progress: jest.fn(progress),
});

const consumer: LagSource = {
  groupId: 'projection',
  processedOffsets: new Map([['apps.app:0', 7]]),
  offsetSnapshot: async (): Promise<ConsumerOffsetSnapshot> => ({
    groupId: 'projection',
    assigned: [{ topic: 'apps.app', partition: 0 }],
    ends: [{ topic: 'apps.app', partition: 0, low: 0, high: 12 }],
    committed: [{ topic: 'apps.app', partition: 0, offset: 5 }],
  }),
};

const queue: QueueLike = { name: 'mail', getJobCounts: async () => ({ waiting: 3, active: 1, delayed: 0, failed: 2, completed: 9 }) };

describe('ServiceMetrics text output', () => {
  it('writes every portal metric in the Prometheus text format, labelled with the service', async () => {
    const fake = relay(async () => ({ head: 45, relayed: 40 }));
    const metrics = new ServiceMetrics('apps', { relays: () => [fake], consumers: () => [consumer] });
    metrics.observeHttp('GET', '/api/v1/developer_apps/:id', 200, 0.012);
    metrics.observeHttp('GET', '/api/v1/developer_apps/:id', 200, 0.3);
    metrics.projectionApplied('apps', 12);
    metrics.projectionApplied('apps', 9);
    metrics.registerQueue(queue);

    const { contentType, body } = await metrics.text();

    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(body).toContain('# TYPE portal_http_requests_total counter');
    expect(body).toContain('portal_http_requests_total{method="GET",route="/api/v1/developer_apps/:id",status="200",service="apps"} 2');
    expect(body).toContain('# TYPE portal_http_request_duration_seconds histogram');
    expect(body).toMatch(/^portal_http_request_duration_seconds_bucket\{le="0\.025",.*route="\/api\/v1\/developer_apps\/:id".*\} 1$/m);
    expect(body).toContain('portal_outbox_lag_events{source="apps",service="apps"} 5');
    expect(body).toContain('portal_outbox_relayed_position{source="apps",service="apps"} 40');
    expect(body).toContain('portal_kafka_consumer_lag{topic="apps.app",partition="0",group="projection",service="apps"} 5');
    expect(body).toContain('portal_projection_position{source="apps",service="apps"} 12');
    expect(body).toContain('portal_bullmq_queue_depth{queue="mail",state="waiting",service="apps"} 3');
    expect(body).toContain('portal_bullmq_queue_depth{queue="mail",state="failed",service="apps"} 2');
    expect(body).not.toContain('state="completed"');
    // Both outbox gauges of one scrape share one query.
    expect(fake.progress).toHaveBeenCalledTimes(1);
  });

  it('leaves out what a dependency could not tell, and keeps the relayed position this process knows', async () => {
    const broken = relay(async () => Promise.reject(new Error('database down')));
    const metrics = new ServiceMetrics('apps', { relays: () => [broken], consumers: () => [] });
    metrics.registerQueue({ name: 'mail', getJobCounts: () => Promise.reject(new Error('redis down')) });

    const { body } = await metrics.text();

    expect(body).not.toMatch(/^portal_outbox_lag_events\{/m);
    expect(body).toContain('portal_outbox_relayed_position{source="apps",service="apps"} 40');
    expect(body).not.toMatch(/^portal_bullmq_queue_depth\{/m);
    expect(body).not.toMatch(/^portal_kafka_consumer_lag\{/m);
  });

  it('stops reporting a queue once unregistered', async () => {
    const metrics = new ServiceMetrics('apps', { relays: () => [], consumers: () => [] });
    const stop = metrics.registerQueue(queue);
    stop();
    expect((await metrics.text()).body).not.toMatch(/^portal_bullmq_queue_depth\{/m);
  });
});
