import type { ConsumerOffsetSnapshot } from '@portal/eventsourcing';

export interface PartitionLag {
  topic: string;
  partition: number;
  lag: number;
}

const keyOf = (topic: string, partition: number): string => `${topic}:${partition}`;

/**
 * Messages each assigned partition still has to go through: its end offset (high watermark) minus
 * the next offset this member will read. That is the later of what this member handled
 * (`processed`, the freshest) and what the group committed; with neither (a new group), the log
 * start. Never negative: end offsets are cached for a few seconds, processed offsets are live.
 */
export const consumerLag = (snapshot: Omit<ConsumerOffsetSnapshot, 'groupId'>, processed: ReadonlyMap<string, number>): PartitionLag[] => {
  const ends = new Map(snapshot.ends.map((e) => [keyOf(e.topic, e.partition), e]));
  const committed = new Map(snapshot.committed.map((c) => [keyOf(c.topic, c.partition), c.offset]));
  const lags: PartitionLag[] = [];
  for (const { topic, partition } of snapshot.assigned) {
    const key = keyOf(topic, partition);
    const end = ends.get(key);
    if (!end) continue;
    const position = Math.max(processed.get(key) ?? -1, committed.get(key) ?? -1);
    const next = position < 0 ? end.low : position;
    lags.push({ topic, partition, lag: Math.max(0, end.high - next) });
  }
  return lags;
};

/** What the lag gauge reads from a consumer (an `EventConsumer` of `@portal/eventsourcing`). */
export interface LagSource {
  readonly groupId: string;
  readonly processedOffsets: ReadonlyMap<string, number>;
  offsetSnapshot(): Promise<ConsumerOffsetSnapshot>;
}

/** End offsets are fetched at most this often per consumer, however often Prometheus scrapes. */
export const OFFSETS_CACHE_MS = 5000;
/** A snapshot older than this (Kafka unreachable for a minute) is not reported: no lag rather than a stale one. */
export const OFFSETS_STALE_MS = 60_000;

/**
 * Per-consumer cache of the admin calls behind the lag gauge: refreshed on a scrape when older
 * than `OFFSETS_CACHE_MS`, one refresh at a time; a scrape waits for it at most `waitMs`, then
 * answers with the previous snapshot.
 */
export class CachedLag {
  private snapshot: ConsumerOffsetSnapshot | null = null;
  private fetchedAt = -Infinity;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly source: LagSource,
    private readonly now: () => number = Date.now,
  ) {}

  async lags(waitMs: number): Promise<PartitionLag[]> {
    if (this.now() - this.fetchedAt >= OFFSETS_CACHE_MS) {
      this.refreshing ??= this.source
        .offsetSnapshot()
        .then((snapshot) => {
          this.snapshot = snapshot;
          this.fetchedAt = this.now();
        })
        .catch(() => undefined)
        .finally(() => (this.refreshing = null));
      await waitAtMost(this.refreshing, waitMs);
    }
    if (!this.snapshot || this.now() - this.fetchedAt > OFFSETS_STALE_MS) return [];
    return consumerLag(this.snapshot, this.source.processedOffsets);
  }
}

/** Resolves when `promise` settles or after `ms`, whichever is first; never rejects. */
export const waitAtMost = async <T>(promise: Promise<T>, ms: number): Promise<T | undefined> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
};
