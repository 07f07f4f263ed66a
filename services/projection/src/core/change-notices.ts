import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { EventEnvelope } from '@portal/eventsourcing';
import {
  changeOf,
  encodeChange,
  env,
  EVERYTHING_CHANGED,
  PortalLogger,
  READ_MODEL_CHANGES_CHANNEL,
  ReadModelChangeFeed,
  type ReadModelChange,
} from '@portal/service-runtime';
import IORedis from 'ioredis';

const PUBLISH_ATTEMPTS = 3;

/**
 * The projection's side of the read-model change notices (see `read-model-changes.ts`): every
 * applied event is announced on Redis before its position is recorded, and every replica's
 * in-memory caches listen, including this one's (told directly, before Redis even sees it).
 */
@Injectable()
export class ChangeNotices implements OnApplicationShutdown {
  private readonly url = env('REDIS_URL', 'redis://127.0.0.1:56379');
  // Fails fast instead of queueing: a queued notice would let the position be recorded first.
  private readonly publisher = new IORedis(this.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  private readonly subscriber = new IORedis(this.url, { maxRetriesPerRequest: null, autoResubscribe: false });
  private readonly listeners = new Set<(change: ReadModelChange) => void>();
  private readonly feed: ReadModelChangeFeed;

  constructor(private readonly logger: PortalLogger) {
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => this.logger.warn(`redis (read-model changes): ${error.message}`));
    }
    this.feed = new ReadModelChangeFeed(this.subscriber, (change) => this.tell(change));
  }

  /** Whether notices from every replica reach this one right now; caches answer only then. */
  get live(): boolean {
    return this.feed.live;
  }

  onChange(listener: (change: ReadModelChange) => void): void {
    this.listeners.add(listener);
  }

  async publish(event: EventEnvelope): Promise<void> {
    await this.announce(changeOf(event), `${event.type} ${event.streamId}`);
  }

  /** After a rebuild swapped the read models wholesale. */
  async publishEverything(): Promise<void> {
    await this.announce(EVERYTHING_CHANGED, 'everything');
  }

  /**
   * Bounded: a Redis outage must not stall the projection. A notice that could not go out is
   * logged; the caches then rely on their maximum age and on being emptied when they reconnect.
   */
  private async announce(change: ReadModelChange, what: string): Promise<void> {
    this.tell(change);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.publisher.publish(READ_MODEL_CHANGES_CHANNEL, encodeChange(change));
        return;
      } catch (error) {
        if (attempt >= PUBLISH_ATTEMPTS) {
          this.logger.warn(`read-model change (${what}) not announced: ${(error as Error).message}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  onApplicationShutdown(): void {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  private tell(change: ReadModelChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
