import type { EventEnvelope } from '@portal/eventsourcing';

/**
 * Redis pub/sub channel on which the projection announces every event it has applied, before it
 * records the event's position: whoever caches read-model answers (the gateway, each projection
 * replica) drops what the event touched, and a session waiting for that position is answered only
 * after the notice went out.
 */
export const READ_MODEL_CHANGES_CHANNEL = 'portal:read-model-changes';

/** A change notice: the event's aggregate category (`apps.app`) and every id its data names. */
export interface ReadModelChange {
  category: string;
  ids: string[];
}

/** A notice that hits every cached answer: after a rebuild, or when notices may have been missed. */
export const EVERYTHING_CHANGED: ReadModelChange = { category: '*', ids: [] };

/** The first two segments of the event type, as topics are named. */
const categoryOf = (type: string): string => type.split('.').slice(0, 2).join('.');

/** Ids are the data fields named `…Id` (appId, developerId, sandboxId…), plus the stream id. */
export const changeOf = (event: Pick<EventEnvelope, 'type' | 'streamId' | 'data'>): ReadModelChange => {
  const ids = new Set<string>([event.streamId]);
  for (const [field, value] of Object.entries((event.data ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && value !== '' && /Id$/.test(field)) ids.add(value);
  }
  return { category: categoryOf(event.type), ids: [...ids] };
};

/** The key a cached answer lists as its dependency: a whole category, or one id in it. */
export const dependencyKey = (category: string, id?: string): string => (id === undefined ? category : `${category}:${id}`);

/** Every dependency key a change hits; `null` means every cached answer. */
export const keysHitBy = (change: ReadModelChange): string[] | null =>
  change.category === EVERYTHING_CHANGED.category ? null : [change.category, ...change.ids.map((id) => dependencyKey(change.category, id))];

export const encodeChange = (change: ReadModelChange): string => JSON.stringify(change);

/** An unreadable notice is treated as "everything changed": dropping too much is only slower. */
export const parseChange = (message: string): ReadModelChange => {
  try {
    const value = JSON.parse(message) as Partial<ReadModelChange>;
    if (typeof value.category === 'string' && Array.isArray(value.ids) && value.ids.every((id) => typeof id === 'string')) {
      return { category: value.category, ids: value.ids };
    }
  } catch {
    // fall through
  }
  return EVERYTHING_CHANGED;
};

/** The part of a Redis client (ioredis) a subscriber connection needs. */
export interface PubSubConnection {
  on(event: string, listener: (...args: string[]) => void): unknown;
  subscribe(channel: string): Promise<unknown>;
}

/**
 * Follows the change notices on a dedicated subscriber connection. While it is not subscribed,
 * `live` is false and caches must not answer (a notice missed then would leave them stale for
 * good); every (re)subscription starts them empty.
 */
export class ReadModelChangeFeed {
  private subscribed = false;

  constructor(connection: PubSubConnection, onChange: (change: ReadModelChange) => void) {
    connection.on('message', (channel, message) => {
      if (channel === READ_MODEL_CHANGES_CHANNEL && message !== undefined) onChange(parseChange(message));
    });
    connection.on('close', () => {
      this.subscribed = false;
      onChange(EVERYTHING_CHANGED);
    });
    connection.on('ready', () => {
      connection.subscribe(READ_MODEL_CHANGES_CHANNEL).then(
        () => {
          onChange(EVERYTHING_CHANGED);
          this.subscribed = true;
        },
        () => undefined,
      );
    });
  }

  get live(): boolean {
    return this.subscribed;
  }
}
