import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Pool } from 'pg';
import type { Kafka } from 'kafkajs';
import {
  createKafka,
  migrate,
  OutboxRelay,
  PgEventStore,
  type PublicEventMapper,
  type TopicSpec,
  type Upcaster,
} from '@portal/eventsourcing';
import { env } from './config';
import { PortalLogger } from './logger';
import { Readiness } from './readiness';

import { EventReplayController } from './event-replay.controller';
import { EVENT_STORE, KAFKA, OUTBOX_RELAY, PG_POOL } from './event-sourcing.tokens';

export { EVENT_STORE, KAFKA, OUTBOX_RELAY, PG_POOL };
const OPTIONS = Symbol('EVENT_SOURCING_OPTIONS');

export interface EventSourcingOptions {
  source: string;
  /** The service's own write-side tables, created with the event store. */
  ddl?: readonly string[];
  upcasters?: readonly Upcaster[];
  /** Public messages the relay produces with the events they come from (never from a request path). */
  publicEvents?: PublicEventMapper;
  /** The public topics those messages go to, created when the relay starts (`publicTopic`). */
  publicTopics?: readonly TopicSpec[];
}

/** Wires a service's PostgreSQL event store and its outbox relay; the relay runs in every replica, one at a time. */
@Global()
@Module({})
export class EventSourcingModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(OPTIONS) private readonly options: EventSourcingOptions,
    private readonly readiness: Readiness,
  ) {}

  static forService(options: EventSourcingOptions): DynamicModule {
    return {
      module: EventSourcingModule,
      controllers: [EventReplayController],
      providers: [
        { provide: OPTIONS, useValue: options },
        {
          provide: PG_POOL,
          useFactory: (logger: PortalLogger) => {
            const pool = new Pool({ connectionString: env('DATABASE_URL'), max: 20 });
            pool.on('error', (error) => logger.warn(`postgres pool: ${error.message}`));
            // A checked-out client has no listener of the pool's: PostgreSQL shutting down between two of its
            // queries would crash the process. Its next query fails instead, and release drops it.
            pool.on('connect', (client) => client.on('error', (error) => logger.warn(`postgres client: ${error.message}`)));
            return pool;
          },
          inject: [PortalLogger],
        },
        {
          provide: KAFKA,
          useFactory: (logger: PortalLogger) =>
            createKafka({
              clientId: `${options.source}-relay`,
              brokers: env('KAFKA_BROKERS', '127.0.0.1:59092'),
              log: (level, message) => logger.line(level, message),
            }),
          inject: [PortalLogger],
        },
        {
          provide: EVENT_STORE,
          useFactory: (pool: Pool) => new PgEventStore(pool, options.source, options.upcasters ?? []),
          inject: [PG_POOL],
        },
        {
          provide: OUTBOX_RELAY,
          useFactory: (pool: Pool, kafka: Kafka, logger: PortalLogger) =>
            new OutboxRelay({
              pool,
              kafka,
              source: options.source,
              publicEvents: options.publicEvents,
              publicTopics: options.publicTopics,
              log: (level, message) => logger.line(level, message),
            }),
          inject: [PG_POOL, KAFKA, PortalLogger],
        },
      ],
      exports: [PG_POOL, KAFKA, EVENT_STORE, OUTBOX_RELAY],
    };
  }

  async onModuleInit(): Promise<void> {
    await migrate(this.pool, this.options.ddl ?? []);
    this.readiness.register('postgres', () => this.pool.query('SELECT 1'));
    this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.pool.end();
  }
}
