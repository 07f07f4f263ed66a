import { Server, type CustomTransportStrategy } from '@nestjs/microservices';
import { createKafka, EventConsumer, type EventEnvelope } from '@portal/eventsourcing';
import { isObservable, lastValueFrom } from 'rxjs';
import type { PortalLogger } from './logger';

type PartitionOffsets = Awaited<ReturnType<EventConsumer['endOffsets']>>;

export interface KafkaEventsTransportOptions {
  groupId: string;
  topics: readonly string[];
  brokers: string;
  clientId: string;
  logger: PortalLogger;
  maxAttempts?: number;
  /** See `EventConsumerOptions.partitionsConcurrently`. */
  partitionsConcurrently?: number;
  /** See `EventConsumerOptions.keysConcurrently`. */
  keysConcurrently?: number;
  /** Runs after each event, handled or not (the projection records what it has applied). */
  afterEach?: (event: EventEnvelope) => Promise<void>;
}

/**
 * A Nest microservice transport over our at-least-once consumer: `@EventPattern('x.y.z')` methods
 * receive the event envelope. A handler's failure reaches the consumer, which retries and
 * dead-letters; events without a handler are acknowledged and skipped.
 */
export class KafkaEventsTransport extends Server implements CustomTransportStrategy {
  private consumer: EventConsumer | null = null;
  private inFlight = 0;
  private drained: (() => void) | null = null;

  constructor(private readonly options: KafkaEventsTransportOptions) {
    super();
  }

  listen(callback: () => void): void {
    const { logger } = this.options;
    this.consumer = new EventConsumer({
      kafka: createKafka({
        clientId: this.options.clientId,
        brokers: this.options.brokers,
        log: (level, message) => logger.line(level, message),
      }),
      groupId: this.options.groupId,
      topics: this.options.topics,
      maxAttempts: this.options.maxAttempts ?? 5,
      ...(this.options.partitionsConcurrently ? { partitionsConcurrently: this.options.partitionsConcurrently } : {}),
      ...(this.options.keysConcurrently ? { keysConcurrently: this.options.keysConcurrently } : {}),
      handle: (event) => this.dispatch(event),
      log: (level, message) => logger.line(level, message),
    });
    // Kafka may be down at boot; HTTP must still come up, the consumer keeps trying in the background.
    void this.consumer.start();
    callback();
  }

  async close(): Promise<void> {
    await this.consumer?.stop();
  }

  on(): never {
    throw new Error('KafkaEventsTransport does not emit status events');
  }

  unwrap<T>(): T {
    return this.consumer as T;
  }

  setAfterEach(afterEach: (event: EventEnvelope) => Promise<void>): void {
    this.options.afterEach = afterEach;
  }

  /** Stops fetching and waits for the event being handled, so a rebuild never races a live handler. */
  async pause(): Promise<void> {
    await this.consumer?.pause();
    if (this.inFlight > 0) await new Promise<void>((resolve) => (this.drained = resolve));
  }

  async resume(): Promise<void> {
    await this.consumer?.resume();
  }

  /** See `EventConsumer.endOffsets`. */
  async endOffsets(): Promise<PartitionOffsets> {
    return (await this.consumer?.endOffsets()) ?? [];
  }

  /** See `EventConsumer.skipTo`. */
  async skipTo(offsets: PartitionOffsets): Promise<number> {
    return (await this.consumer?.skipTo(offsets)) ?? 0;
  }

  /** Runs one event through its handler; exported for replays that bypass Kafka. */
  async dispatch(event: EventEnvelope): Promise<void> {
    this.inFlight += 1;
    try {
      const handler = this.getHandlerByPattern(event.type);
      if (handler) {
        const result: unknown = await handler(event, undefined);
        if (isObservable(result)) await lastValueFrom(result, { defaultValue: undefined });
      }
      await this.options.afterEach?.(event);
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) {
        this.drained?.();
        this.drained = null;
      }
    }
  }
}
