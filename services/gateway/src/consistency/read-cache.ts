/** A prepared answer: the exact body text, the headers that go with it, what it was built from. */
export interface CachedAnswer {
  /** Encoded once: sending a kept answer costs no serialisation and no UTF-8 encoding. */
  body: Buffer;
  headers: Record<string, string>;
  /** Dependency keys (`dependencyKey(category, id)`): a change notice hitting one drops the answer. */
  dependsOn: string[];
  /** Epoch ms after which the answer is not served (the next UTC day, for time-based visibility). */
  validUntil: number;
}

interface Entry extends CachedAnswer {
  /** When the fetch that produced it started: it reflects every change applied before then. */
  fetchedAt: number;
}

/** A fetch in flight: what it may store depends on what changed meanwhile. */
export interface FetchTicket {
  readonly epoch: number;
  readonly startedAt: number;
}

/**
 * The gateway replica's in-memory answers, dropped by the projection's change notices.
 * Exactness rules:
 * - an answer fetched while a change it depends on arrived is not kept (it may predate the change);
 * - a session is served only answers fetched after its own last write was confirmed applied;
 * - nothing is kept or served while the notices are not flowing (`live` false).
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByDependency = new Map<string, Set<string>>();
  /** Bumped by every change; `hitAt` remembers, while fetches are in flight, when each dependency last changed. */
  private epoch = 0;
  private clearedAt = 0;
  private readonly hitAt = new Map<string, number>();
  private inFlight = 0;
  private bytes = 0;

  /** `live`: whether change notices are flowing right now; the bounds keep a replica's memory in check. */
  constructor(
    private readonly live: () => boolean,
    private readonly maxEntries = 10_000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get sizeInBytes(): number {
    return this.bytes;
  }

  /** The answer for `key` if it is valid at `now` and fetched after `freshAfter` (epoch ms). */
  get(key: string, now: number, freshAfter: number): CachedAnswer | null {
    if (!this.live()) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.validUntil <= now) {
      this.remove(key);
      return null;
    }
    return entry.fetchedAt > freshAfter ? entry : null;
  }

  begin(now: number): FetchTicket {
    this.inFlight += 1;
    return { epoch: this.epoch, startedAt: now };
  }

  /** Ends a fetch; keeps its answer unless something it depends on changed since `begin`. */
  end(ticket: FetchTicket, key: string, answer: CachedAnswer | null): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    const stale =
      !this.live() ||
      answer === null ||
      this.clearedAt > ticket.epoch ||
      answer.dependsOn.some((dependency) => (this.hitAt.get(dependency) ?? 0) > ticket.epoch);
    if (!stale) this.store(key, { ...answer, fetchedAt: ticket.startedAt });
    if (this.inFlight === 0) this.hitAt.clear();
  }

  /** A change notice: `null` drops everything. */
  changed(dependencies: readonly string[] | null): void {
    this.epoch += 1;
    if (dependencies === null) {
      this.clearedAt = this.epoch;
      this.entries.clear();
      this.keysByDependency.clear();
      this.bytes = 0;
      return;
    }
    for (const dependency of dependencies) {
      if (this.inFlight > 0) this.hitAt.set(dependency, this.epoch);
      for (const key of this.keysByDependency.get(dependency) ?? []) this.remove(key);
    }
  }

  private store(key: string, entry: Entry): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const dependency of entry.dependsOn) {
      let keys = this.keysByDependency.get(dependency);
      if (!keys) this.keysByDependency.set(dependency, (keys = new Set()));
      keys.add(key);
    }
    // Oldest stored first out: a bound on memory, not a hit-rate strategy.
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) this.remove(this.entries.keys().next().value!);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
    for (const dependency of entry.dependsOn) {
      const keys = this.keysByDependency.get(dependency);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByDependency.delete(dependency);
    }
  }
}
