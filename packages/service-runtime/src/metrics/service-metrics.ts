import { liveEventConsumers, liveOutboxRelays, type OutboxProgress } from '@portal/eventsourcing';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { HttpSeries } from './http-series';
import { CachedLag, waitAtMost, type LagSource } from './kafka-lag';

/** How long a scrape waits for one dependency (the event store, Kafka's admin API, Redis) before leaving it out. */
export const COLLECT_TIMEOUT_MS = 1000;
/** Both outbox gauges of one scrape share one progress query. */
const PROGRESS_REUSE_MS = 1000;

/** The BullMQ states reported by `portal_bullmq_queue_depth`. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** What the queue-depth gauge reads from a queue: a BullMQ `Queue` fits as it is. */
export interface QueueLike {
  readonly name: string;
  getJobCounts(...states: QueueState[]): Promise<Record<string, number>>;
}

/** What the outbox gauges read from a relay: an `OutboxRelay` of `@portal/eventsourcing` fits. */
export interface RelayLike {
  readonly source: string;
  readonly lastPublishedPosition: number;
  progress(): Promise<OutboxProgress>;
}

export interface ServiceMetricsSources {
  relays: () => readonly RelayLike[];
  consumers: () => readonly LagSource[];
  now?: () => number;
}

const LIVE_SOURCES: ServiceMetricsSources = { relays: liveOutboxRelays, consumers: liveEventConsumers };

/**
 * One Prometheus registry per service process: HTTP rate and latency per route, outbox and
 * consumer lag, projection position, BullMQ queue depth and Node's own metrics, every series
 * labelled with the service. Gauges that read a dependency do it on scrape, within
 * `COLLECT_TIMEOUT_MS`; a dependency that does not answer in time is left out of that scrape.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly queues = new Set<QueueLike>();
  private readonly lagCaches = new WeakMap<LagSource, CachedLag>();
  private readonly projectionPositions = new Map<string, number>();
  private readonly outboxQueries = new WeakMap<RelayLike, { query: Promise<OutboxProgress>; at: number; settled: boolean }>();
  private defaultsOn = false;

  private readonly http: HttpSeries;

  constructor(
    service: string | null,
    private readonly sources: ServiceMetricsSources = LIVE_SOURCES,
  ) {
    if (service) this.setService(service);
    const registers = [this.registry];
    const { queues, projectionPositions } = this;
    const lagOf = (consumer: LagSource) => this.lagCacheOf(consumer).lags(COLLECT_TIMEOUT_MS);
    const progressOf = (relays: readonly RelayLike[]) =>
      Promise.all(relays.map(async (relay) => ({ relay, progress: await this.outboxProgress(relay) })));

    this.http = new HttpSeries(
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      {
        requests: { name: 'portal_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status' },
        duration: {
          name: 'portal_http_request_duration_seconds',
          help: 'Time from request received to response sent, by method, route pattern and status',
        },
      },
      registers,
    );
    // Collect callbacks run on scrape with `this` bound to their gauge; reset drops series that went away.
    new Gauge({
      name: 'portal_outbox_lag_events',
      help: 'Events committed to the event store but not yet relayed to Kafka (last position minus last relayed position)',
      labelNames: ['source'],
      registers,
      async collect() {
        this.reset();
        for (const { relay, progress } of await progressOf(sources.relays())) {
          if (progress) this.set({ source: relay.source }, Math.max(0, progress.head - progress.relayed));
        }
      },
    });
    new Gauge({
      name: 'portal_outbox_relayed_position',
      help: 'Highest event-store position relayed to Kafka',
      labelNames: ['source'],
      registers,
      async collect() {
        this.reset();
        for (const { relay, progress } of await progressOf(sources.relays())) {
          const relayed = progress?.relayed ?? relay.lastPublishedPosition;
          if (progress || relayed > 0) this.set({ source: relay.source }, relayed);
        }
      },
    });
    new Gauge({
      name: 'portal_kafka_consumer_lag',
      help: "Messages a consumer group still has to handle on a partition assigned to this process (end offset minus the group's position)",
      labelNames: ['topic', 'partition', 'group'],
      registers,
      async collect() {
        this.reset();
        const consumers = sources.consumers();
        const lags = await Promise.all(consumers.map(lagOf));
        consumers.forEach((consumer, i) => {
          for (const { topic, partition, lag } of lags[i] ?? [])
            this.set({ topic, partition: String(partition), group: consumer.groupId }, lag);
        });
      },
    });
    new Gauge({
      name: 'portal_projection_position',
      help: 'Highest event position of each source that the projection has applied to the read models',
      labelNames: ['source'],
      registers,
      collect() {
        for (const [source, position] of projectionPositions) this.set({ source }, position);
      },
    });
    new Gauge({
      name: 'portal_bullmq_queue_depth',
      help: 'Jobs in a BullMQ queue, by state',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        const listed = [...queues];
        const counts = await Promise.all(listed.map((queue) => waitAtMost(queue.getJobCounts(...QUEUE_STATES), COLLECT_TIMEOUT_MS)));
        listed.forEach((queue, i) => {
          const count = counts[i];
          if (count) for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, count[state] ?? 0);
        });
      },
    });
  }

  /** Labels every series with the service; set once the service's name is known (`startService`). */
  setService(service: string): void {
    this.registry.setDefaultLabels({ service });
  }

  /** Node's process metrics (CPU, memory, event-loop lag, GC), once per registry. */
  collectDefaults(): void {
    if (this.defaultsOn) return;
    this.defaultsOn = true;
    collectDefaultMetrics({ register: this.registry });
  }

  observeHttp(method: string, route: string, status: number, seconds: number): void {
    this.http.observe(method, route, status, seconds);
  }

  /** The projection's applied position of a source: only ever moves forward (partitions apply out of order). */
  projectionApplied(source: string, position: number): void {
    if (position > (this.projectionPositions.get(source) ?? -1)) this.projectionPositions.set(source, position);
  }

  /** Reports a BullMQ queue's depth from now on; answers a function that stops it. */
  registerQueue(queue: QueueLike): () => void {
    this.queues.add(queue);
    return () => this.queues.delete(queue);
  }

  /** The Prometheus text exposition of every metric. */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private lagCacheOf(consumer: LagSource): CachedLag {
    let cache = this.lagCaches.get(consumer);
    if (!cache) {
      cache = new CachedLag(consumer, this.sources.now);
      this.lagCaches.set(consumer, cache);
    }
    return cache;
  }

  /** One progress query per relay and scrape, shared by both outbox gauges; never two at once. */
  private async outboxProgress(relay: RelayLike): Promise<OutboxProgress | undefined> {
    const now = (this.sources.now ?? Date.now)();
    let memo = this.outboxQueries.get(relay);
    if (!memo || (memo.settled && now - memo.at >= PROGRESS_REUSE_MS)) {
      const query = relay.progress();
      const fresh: { query: Promise<OutboxProgress>; at: number; settled: boolean } = { query, at: now, settled: false };
      void query.then(
        () => (fresh.settled = true),
        () => (fresh.settled = true),
      );
      this.outboxQueries.set(relay, fresh);
      memo = fresh;
    }
    return waitAtMost(memo.query, COLLECT_TIMEOUT_MS);
  }
}

let processMetrics: ServiceMetrics | null = null;

/** This process's metrics (created on first use; `startService` names the service). */
export const serviceMetrics = (): ServiceMetrics => (processMetrics ??= new ServiceMetrics(null));

/**
 * Reports a BullMQ queue in `portal_bullmq_queue_depth{queue, state}` (waiting, active, delayed,
 * failed); call it where the queue is created. Answers a function that stops reporting it.
 */
export const registerQueueMetrics = (queue: QueueLike): (() => void) => serviceMetrics().registerQueue(queue);
