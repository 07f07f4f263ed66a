import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError, VersionConflictError } from '@portal/decider';
import { appendDecisions, StaleVersionError, type CommandContext, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE, PG_POOL, type Actor } from '@portal/service-runtime';
import type { ListingChoices } from '@portal/contracts';
import type { Pool } from 'pg';
import { SEED_LISTS } from './catalog';
import { evolve, initialState } from './reference.decider';
import {
  isReferenceKind,
  REFERENCE_KINDS,
  referenceStreamId,
  type ReferenceEvent,
  type ReferenceItems,
  type ReferenceKind,
} from './reference.events';
import { ReferenceRepository } from './reference.repository';

/** A list with the version of its stream (0 while it is the seed): its ETag. */
export interface VersionedList<K extends ReferenceKind = ReferenceKind> {
  kind: K;
  items: ReferenceItems[K];
  version: number;
}

export type AllLists = { [K in ReferenceKind]: VersionedList<K> };

export const UNKNOWN_KIND = 'No such reference list';

/** Answered when a replace names no version: the admin must say which list they edited (RFC 6585). */
export class IfMatchRequiredError extends Error {
  readonly statusCode = 428;

  constructor() {
    super('If-Match is required: send the ETag of the list you loaded');
  }
}

const STREAM_IDS = REFERENCE_KINDS.map(referenceStreamId);

/**
 * The five lists, read from their streams. Each read asks PostgreSQL for the streams' versions (one
 * indexed lookup per kind, one round trip) and re-reads only the last event of a stream whose
 * version moved: that event carries the whole list. So a change made through another process of the
 * service shows on the next read here, and an unchanged list costs no event read. (The rows are read
 * without the store's upcasters: the marketplace service has none; a v2 of the event would need them.)
 */
@Injectable()
export class ReferenceLists {
  private readonly cache = new Map<ReferenceKind, VersionedList>();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: PgEventStore,
    private readonly repository: ReferenceRepository,
  ) {}

  async all(): Promise<AllLists> {
    const { rows } = await this.pool.query<{ stream_id: string; version: number | null }>(
      `SELECT k.stream_id, (SELECT max(e.stream_version) FROM es_events e WHERE e.stream_id = k.stream_id) AS version
         FROM unnest($1::text[]) AS k(stream_id)`,
      [STREAM_IDS],
    );
    const versions = new Map(rows.map((row) => [row.stream_id, Number(row.version ?? 0)]));
    const stale = REFERENCE_KINDS.filter((kind) => this.cache.get(kind)?.version !== (versions.get(referenceStreamId(kind)) ?? 0));
    if (stale.length > 0) await this.refresh(stale, versions);
    return Object.fromEntries(REFERENCE_KINDS.map((kind) => [kind, this.cache.get(kind)!])) as AllLists;
  }

  /** The ids a listing may name, from the lists as they now are. */
  async choices(): Promise<ListingChoices> {
    const lists = await this.all();
    return {
      category_ids: lists.categories.items.map((item) => item.id),
      region_ids: lists.regions.items.map((item) => item.id),
      // Countries are named by their lower-case ISO code (regionsView), wherever a region lists them.
      country_ids: [...new Set(lists.regions.items.flatMap((item) => item.country_codes.map((code) => code.toLowerCase())))],
      product_tool_ids: lists.product_tools.items.map((item) => item.id),
      security_standard_ids: lists.security_standards.items.map((item) => item.id),
      sso_providers: lists.sso_providers.items.map((item) => item.id),
    };
  }

  async one(kind: string): Promise<VersionedList> {
    if (!isReferenceKind(kind)) throw new NotFoundError(UNKNOWN_KIND);
    return (await this.all())[kind];
  }

  /**
   * Replaces a list. If-Match is required and must name the version the admin loaded (412 when the
   * list moved on, also when another save wins the race between the check and the append).
   */
  async replace(
    kind: string,
    items: unknown,
    ifMatch: readonly number[] | undefined,
    actor: Actor,
    context: CommandContext,
  ): Promise<VersionedList> {
    if (!isReferenceKind(kind)) throw new NotFoundError(UNKNOWN_KIND);
    if (!ifMatch) throw new IfMatchRequiredError();
    const decision = await this.repository.decide(kind, {
      type: 'ReplaceReferenceList',
      kind,
      items,
      actor: { id: actor.id, isAdmin: actor.isAdmin },
      at: new Date().toISOString(),
    });
    const streamId = referenceStreamId(kind);
    // The repository checks If-Match only once a stream exists; the seed is version 0 and must be named too.
    if (!ifMatch.includes(decision.loaded.version)) throw new StaleVersionError(streamId, ifMatch, decision.loaded.version);
    try {
      const [written] = await appendDecisions(this.store, [decision], { context });
      return { kind, items: decision.state.items ?? SEED_LISTS[kind], version: written!.nextExpectedVersion } as VersionedList;
    } catch (error) {
      if (error instanceof VersionConflictError) throw new StaleVersionError(streamId, ifMatch, error.actualVersion);
      throw error;
    }
  }

  private async refresh(kinds: readonly ReferenceKind[], versions: ReadonlyMap<string, number>): Promise<void> {
    const changed = kinds.filter((kind) => (versions.get(referenceStreamId(kind)) ?? 0) > 0);
    const latest = new Map<string, { version: number; event: ReferenceEvent }>();
    if (changed.length > 0) {
      const { rows } = await this.pool.query<{ stream_id: string; stream_version: number; type: string; data: unknown }>(
        `SELECT e.stream_id, e.stream_version, e.type, e.data
           FROM unnest($1::text[], $2::int[]) AS k(stream_id, stream_version)
           JOIN es_events e ON e.stream_id = k.stream_id AND e.stream_version = k.stream_version`,
        [changed.map(referenceStreamId), changed.map((kind) => versions.get(referenceStreamId(kind))!)],
      );
      for (const row of rows) {
        latest.set(row.stream_id, { version: row.stream_version, event: { type: row.type, data: row.data } as ReferenceEvent });
      }
    }
    for (const kind of kinds) {
      const found = latest.get(referenceStreamId(kind));
      const state = found ? evolve(initialState(), found.event) : initialState();
      this.cache.set(kind, { kind, items: state.items ?? SEED_LISTS[kind], version: found?.version ?? 0 } as VersionedList);
    }
  }
}
