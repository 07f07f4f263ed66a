import {
  Partitioners,
  type Consumer,
  type EachBatchPayload,
  type Kafka,
  type KafkaMessage,
  type Producer,
  type TopicPartitionOffset,
} from 'kafkajs';
import { SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { traceContextOf, type EventEnvelope } from '../envelope';
import { isInfrastructureOutage } from '../outage';
import { deadLetterTopicFor } from '../topics';
import { ensureTopics } from './ensure-topics';

export interface EventConsumerOptions {
  kafka: Kafka;
  groupId: string;
  topics: readonly string[];
  /** Must be idempotent: delivery is at-least-once. */
  handle: (event: EventEnvelope) => Promise<void>;
  maxAttempts?: number;
  retryBaseMs?: number;
  fromBeginning?: boolean;
  /**
   * Partitions handled at the same time (kafkajs `partitionsConsumedConcurrently`). Order holds per
   * partition, so per stream (the key); handlers that read across streams must not depend on the
   * order between partitions. Default 1.
   */
  partitionsConcurrently?: number;
  /**
   * Keys (streams) of one partition's fetched batch handled at the same time, each key's messages
   * strictly in order. Handlers see events of different streams concurrently, as they already do
   * across partitions. Default 1 (the partition's order).
   */
  keysConcurrently?: number;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}

/** Consumers started in this process, for the metrics endpoint (`liveEventConsumers`). */
const LIVE_CONSUMERS = new Set<EventConsumer>();
export const liveEventConsumers = (): readonly EventConsumer[] => [...LIVE_CONSUMERS];

/** What a consumer-lag gauge needs, read in one admin connection (see `EventConsumer.offsetSnapshot`). */
export interface ConsumerOffsetSnapshot {
  groupId: string;
  /** Partitions this member was given at its last group join. */
  assigned: { topic: string; partition: number }[];
  /** Each subscribed partition's log start and end (high watermark). */
  ends: { topic: string; partition: number; low: number; high: number }[];
  /** The group's committed offsets (next offset to read; -1: none yet). */
  committed: { topic: string; partition: number; offset: number }[];
}

/**
 * At-least-once consumption with bounded retries and a dead-letter topic per consumer group.
 * Offsets are committed only after the handler's effect is done, so a crash redelivers and the
 * idempotent handler turns the duplicate into a no-op.
 */
export class EventConsumer {
  private consumer: Consumer | null = null;
  private dlqProducer: Producer | null = null;
  private stopped = false;
  private starting: Promise<void> | null = null;
  private assigned: { topic: string; partition: number }[] = [];
  private paused = false;
  /** Next offset after the last message handled (or dead-lettered), per `topic:partition`, for lag metrics. */
  readonly processedOffsets = new Map<string, number>();

  constructor(private readonly options: EventConsumerOptions) {}

  get groupId(): string {
    return this.options.groupId;
  }

  get deadLetterTopic(): string {
    return deadLetterTopicFor(this.options.groupId);
  }

  /** Resolves once subscribed; keeps retrying while Kafka is unreachable. */
  start(): Promise<void> {
    this.stopped = false;
    LIVE_CONSUMERS.add(this);
    this.starting ??= this.connectWithRetry();
    return this.starting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    LIVE_CONSUMERS.delete(this);
    this.assigned = [];
    await this.starting?.catch(() => undefined);
    await this.consumer?.disconnect().catch(() => undefined);
    await this.dlqProducer?.disconnect().catch(() => undefined);
    this.consumer = null;
    this.dlqProducer = null;
    this.starting = null;
  }

  async pause(): Promise<void> {
    // The batch under way stops starting messages too; what it has not handled is fetched again.
    this.paused = true;
    this.consumer?.pause(this.options.topics.map((topic) => ({ topic })));
  }

  async resume(): Promise<void> {
    this.paused = false;
    this.consumer?.resume(this.options.topics.map((topic) => ({ topic })));
  }

  /** Every subscribed partition's end offset now: a replay of the stores started after this call covers all below it. */
  async endOffsets(): Promise<TopicPartitionOffset[]> {
    return this.withAdmin(async (admin) => {
      const ends: TopicPartitionOffset[] = [];
      for (const topic of this.options.topics) {
        for (const p of await admin.fetchTopicOffsets(topic)) ends.push({ topic, partition: p.partition, offset: p.high });
      }
      return ends;
    });
  }

  /** End offsets of the subscribed topics and the group's committed offsets, in one admin connection. */
  async offsetSnapshot(): Promise<ConsumerOffsetSnapshot> {
    const assigned = [...this.assigned];
    return this.withAdmin(async (admin) => {
      const ends: ConsumerOffsetSnapshot['ends'] = [];
      for (const topic of this.options.topics) {
        for (const p of await admin.fetchTopicOffsets(topic))
          ends.push({ topic, partition: p.partition, low: Number(p.low), high: Number(p.high) });
      }
      const groups = await admin.fetchOffsets({ groupId: this.options.groupId, topics: [...this.options.topics] });
      const committed = groups.flatMap((t) =>
        t.partitions.map((p) => ({ topic: t.topic, partition: p.partition, offset: Number(p.offset) })),
      );
      return { groupId: this.options.groupId, assigned, ends, committed };
    });
  }

  /**
   * Moves the group past `offsets` where it has not got that far (never backwards) and commits it:
   * after a rebuild has applied everything below them, re-reading that backlog one event at a
   * time would only find duplicates. Answers how many messages were skipped.
   */
  async skipTo(offsets: readonly TopicPartitionOffset[]): Promise<number> {
    const consumer = this.consumer;
    if (!consumer) return 0;
    const committed = await this.withAdmin((admin) =>
      admin.fetchOffsets({ groupId: this.options.groupId, topics: [...this.options.topics] }),
    );
    const at = new Map(
      committed.flatMap((t) => t.partitions.map((p) => [`${t.topic}:${p.partition}`, Math.max(0, Number(p.offset))] as const)),
    );
    const ahead = offsets.filter((o) => Number(o.offset) > (at.get(`${o.topic}:${o.partition}`) ?? 0));
    for (const offset of ahead) consumer.seek(offset);
    await consumer.commitOffsets(ahead.map((o) => ({ ...o })));
    return ahead.reduce((sum, o) => sum + Number(o.offset) - (at.get(`${o.topic}:${o.partition}`) ?? 0), 0);
  }

  private async withAdmin<T>(work: (admin: ReturnType<Kafka['admin']>) => Promise<T>): Promise<T> {
    const admin = this.options.kafka.admin();
    await admin.connect();
    try {
      return await work(admin);
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }

  private async connectWithRetry(): Promise<void> {
    for (let attempt = 1; !this.stopped; attempt += 1) {
      try {
        await this.connect();
        return;
      } catch (error) {
        const wait = Math.min(5000, 250 * attempt);
        this.options.log?.('warn', `consumer ${this.options.groupId}: cannot start yet (${String(error)}); retrying in ${wait} ms`);
        await this.consumer?.disconnect().catch(() => undefined);
        this.consumer = null;
        await sleep(wait);
      }
    }
  }

  private async connect(): Promise<void> {
    const { kafka, groupId, topics } = this.options;
    await ensureTopics(
      kafka,
      [...topics, this.deadLetterTopic].map((topic) => ({ topic })),
      Number(process.env.KAFKA_TOPIC_PARTITIONS ?? 3),
    );
    const consumer = kafka.consumer({
      groupId,
      sessionTimeout: 30000,
      heartbeatInterval: 3000,
      retry: { initialRetryTime: 300, maxRetryTime: 5000, retries: 20, restartOnFailure: async () => true },
    });
    consumer.on(consumer.events.CRASH, (event) => {
      if (this.stopped || event.payload.restart) return;
      // kafkajs gives up on some errors; a new consumer picks up from the committed offsets.
      this.options.log?.('error', `consumer ${groupId} crashed (${String(event.payload.error)}); restarting`);
      this.starting = null;
      void consumer
        .disconnect()
        .catch(() => undefined)
        .then(() => this.start());
    });
    consumer.on(consumer.events.GROUP_JOIN, (event) => {
      this.assigned = Object.entries(event.payload.memberAssignment).flatMap(([topic, partitions]) =>
        partitions.map((partition) => ({ topic, partition })),
      );
    });
    this.consumer = consumer;
    await consumer.connect();
    await consumer.subscribe({ topics: [...topics], fromBeginning: this.options.fromBeginning ?? true });
    await consumer.run({
      autoCommit: true,
      // Offsets are resolved here, as far as every message before them is handled.
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: this.options.partitionsConcurrently ?? 1,
      eachBatch: (payload) => this.processBatch(payload),
    });
  }

  /**
   * One partition's fetched batch: each key's messages in order, up to `keysConcurrently` keys at a
   * time. An offset is resolved (so committed after the batch) only once every message up to it is
   * handled: a crash, a rebalance, a pause or a seek fetches the unfinished rest again, and a message
   * of another key handled meanwhile comes back as a duplicate, which the idempotent handler skips.
   */
  private async processBatch({ batch, resolveOffset, heartbeat, isRunning, isStale }: EachBatchPayload): Promise<void> {
    const { topic, partition, messages } = batch;
    const keysAtOnce = this.options.keysConcurrently ?? 1;
    // One key at a time keeps the partition's order across keys too: one chain of every message.
    const byKey = new Map<string, number[]>();
    messages.forEach((message, index) => {
      const key = keysAtOnce > 1 ? (message.key?.toString() ?? '') : '';
      const indexes = byKey.get(key);
      if (indexes) indexes.push(index);
      else byKey.set(key, [index]);
    });
    const chains = [...byKey.values()];
    const handled = new Array<boolean>(messages.length).fill(false);
    let resolved = 0;
    let failed = false;
    const stop = (): boolean => failed || this.paused || !isRunning() || isStale();
    const work = async (): Promise<void> => {
      for (let chain = chains.shift(); chain; chain = chains.shift()) {
        for (const index of chain) {
          if (stop()) return;
          await this.process(topic, partition, messages[index]!);
          handled[index] = true;
          if (handled[resolved]) {
            while (handled[resolved]) resolved += 1;
            const offset = messages[resolved - 1]!.offset;
            resolveOffset(offset);
            this.processedOffsets.set(`${topic}:${partition}`, Number(offset) + 1);
          }
          await heartbeat();
        }
      }
    };
    const workers = Array.from({ length: Math.min(keysAtOnce, chains.length) }, () =>
      work().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
    // Every worker has stopped before kafkajs sees the batch end (and may fetch it again).
    const outcomes = await Promise.allSettled(workers);
    const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failure) throw failure.reason;
  }

  /**
   * One consumer span per event, continuing the trace of the request that appended it (the relay
   * copies its traceparent into the headers): the handler's own calls and log lines join that trace.
   */
  private process(topic: string, partition: number, message: KafkaMessage): Promise<void> {
    const headers = textHeaders(message.headers);
    const attributes = {
      'messaging.system': 'kafka',
      'messaging.destination.name': topic,
      'messaging.destination.partition.id': String(partition),
      'messaging.kafka.offset': Number(message.offset),
      'messaging.consumer.group.name': this.options.groupId,
      ...(headers['event-id'] ? { 'portal.event.id': headers['event-id'] } : {}),
    };
    return tracer.startActiveSpan(
      `process ${headers['event-type'] ?? topic}`,
      { kind: SpanKind.CONSUMER, attributes },
      traceContextOf(headers),
      async (span) => {
        try {
          await this.processWithRetries(topic, partition, message, span);
        } finally {
          span.end();
        }
      },
    );
  }

  private async processWithRetries(topic: string, partition: number, message: KafkaMessage, span: Span): Promise<void> {
    const maxAttempts = this.options.maxAttempts ?? 5;
    let lastError: unknown;
    let outageWaits = 0;
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      try {
        const envelope = JSON.parse(message.value?.toString() ?? 'null') as EventEnvelope;
        await this.options.handle(envelope);
        return;
      } catch (error) {
        lastError = error;
        if (error instanceof SyntaxError) break;
        if (isInfrastructureOutage(error)) {
          // A database or service away is no fault of the message: wait for it without using up the
          // attempts (a longer outage must not dead-letter everything). Stopping leaves it uncommitted.
          if (this.stopped) throw error;
          this.options.log?.('warn', `consumer ${this.options.groupId}: ${topic}[${partition}]@${message.offset} waits: ${String(error)}`);
          await sleep(Math.min(5000, (this.options.retryBaseMs ?? 200) * 2 ** Math.min(outageWaits++, 5)));
          attempt -= 1;
          continue;
        }
        if (attempt < maxAttempts) await sleep((this.options.retryBaseMs ?? 200) * 2 ** (attempt - 1));
      }
    }
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'dead-lettered' });
    if (lastError instanceof Error) span.recordException(lastError);
    await this.deadLetter(topic, partition, message, lastError);
  }

  private async deadLetter(topic: string, partition: number, message: KafkaMessage, error: unknown): Promise<void> {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.options.log?.('error', `consumer ${this.options.groupId}: ${topic}[${partition}]@${message.offset} dead-lettered: ${reason}`);
    if (!this.dlqProducer) {
      const producer = this.options.kafka.producer({ allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner });
      await producer.connect();
      this.dlqProducer = producer;
    }
    await this.dlqProducer.send({
      topic: this.deadLetterTopic,
      acks: -1,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            'dlq-error': reason.slice(0, 2000),
            'dlq-original-topic': topic,
            'dlq-original-partition': String(partition),
            'dlq-original-offset': message.offset,
            'dlq-consumer-group': this.options.groupId,
          },
        },
      ],
    });
  }
}

const tracer = trace.getTracer('@portal/eventsourcing');

/** Kafka header values arrive as buffers; only single text values matter here. */
const textHeaders = (headers: KafkaMessage['headers']): Record<string, string> => {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (typeof value === 'string' || Buffer.isBuffer(value)) text[key] = value.toString();
  }
  return text;
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
