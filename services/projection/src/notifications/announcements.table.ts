import { EVENT_TYPES_BY_TOPIC } from '@portal/contracts';
import type { Pool } from 'pg';
import { on, type Reaction } from '../core/pg/reaction';
import { applyRowInOrder } from '../core/pg/row-guard';
import type { Fields, ReadTable } from '../core/pg/row-store';
import { announcementDocumentChange } from './announcements.projection';
import type { AnnouncementDocument } from './notification.documents';
import { utcDay } from './visibility';

/**
 * One row per announcement stream, deleted ones kept as tombstones (`deleted`, content emptied) so
 * replays cannot bring them back. The two announcement lists (the admin list and the feed's visible
 * snapshot) read their rows from here in `created_at DESC, id` order; `id` and `show_after` are
 * `COLLATE "C"`, bytewise like the documents' `_id` order and the calendar-day comparison.
 */
export const ANNOUNCEMENTS_TABLE: ReadTable = {
  name: 'announcements',
  columns: ['id', 'rev', 'title', 'summary', 'body', 'critical', 'draft', 'show_after', 'created_at', 'updated_at', 'deleted'],
};

const isoDate = (value: Date | undefined): string | undefined => value?.toISOString();

/** What an announcement event sets on its row: the fields its document gets, as columns. */
export const announcementRowChange = (event: Parameters<typeof announcementDocumentChange>[0]): Fields => {
  const change = announcementDocumentChange(event);
  const fields: Fields = {
    title: change.title,
    summary: change.summary,
    body: change.body,
    critical: change.critical,
    draft: change.draft,
    show_after: change.showAfter,
    created_at: isoDate(change.createdAt),
    updated_at: isoDate(change.updatedAt),
    deleted: change.deleted,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
};

/** Every type of the topic: each advances `rev`. */
export const ANNOUNCEMENT_REACTIONS: readonly Reaction[] = EVENT_TYPES_BY_TOPIC['notifications.announcement'].map((type) =>
  on(type, (store, event) =>
    applyRowInOrder(store, ANNOUNCEMENTS_TABLE, event.data.announcementId, event.streamVersion, () => announcementRowChange(event)),
  ),
);

interface AnnouncementRow {
  id: string;
  rev: number;
  title: string;
  summary: string;
  body: string;
  critical: boolean;
  draft: boolean;
  show_after: string | null;
  created_at: Date;
  updated_at: Date;
  deleted: boolean;
}

/** A row in the document's shape, so both lists serialise through the same views as reads by id. */
const asDocument = (row: AnnouncementRow): AnnouncementDocument => ({
  _id: row.id,
  _rev: row.rev,
  title: row.title,
  summary: row.summary,
  body: row.body,
  critical: row.critical,
  draft: row.draft,
  showAfter: row.show_after,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  deleted: row.deleted,
});

const SELECT = `SELECT ${ANNOUNCEMENTS_TABLE.columns.join(', ')} FROM announcements`;
/** Served by `announcements_by_created` (created_at DESC, id) WHERE NOT deleted. */
const NEWEST_FIRST = 'ORDER BY created_at DESC, id';

/** Every announcement that is not deleted, drafts and future ones included, newest first. */
export const listedAnnouncements = async (pool: Pool): Promise<AnnouncementDocument[]> =>
  (await pool.query<AnnouncementRow>(`${SELECT} WHERE NOT deleted ${NEWEST_FIRST}`)).rows.map(asDocument);

/** What a developer may see at `now` (not deleted, not a draft, show_after reached), newest first. */
export const visibleAnnouncements = async (pool: Pool, now: Date): Promise<AnnouncementDocument[]> =>
  (
    await pool.query<AnnouncementRow>(
      `${SELECT} WHERE NOT deleted AND NOT draft AND (show_after IS NULL OR show_after <= $1) ${NEWEST_FIRST}`,
      [utcDay(now)],
    )
  ).rows.map(asDocument);
