import type { AnnouncementDocument } from './notification.documents';

/**
 * The notifications service's rule, evaluated here at query time: show_after is a calendar day
 * read in UTC, visible from 00:00 UTC of that day. Services share no source, so it lives in both.
 */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

export const visibleByShowAfter = (showAfter: string | null, now: Date): boolean => !showAfter || showAfter <= utcDay(now);

export const adminView = (doc: AnnouncementDocument, now: Date) => ({
  id: doc._id,
  title: doc.title,
  summary: doc.summary,
  body: doc.body,
  critical: doc.critical,
  draft: doc.draft,
  show_after: doc.showAfter,
  created_at: doc.createdAt.toISOString(),
  updated_at: doc.updatedAt.toISOString(),
  visible: !doc.deleted && !doc.draft,
  visible_by_show_after: visibleByShowAfter(doc.showAfter, now),
});

export const developerView = (doc: AnnouncementDocument, readAt: Date | undefined) => ({
  id: doc._id,
  title: doc.title,
  summary: doc.summary,
  body: doc.body,
  critical: doc.critical,
  created_at: doc.createdAt.toISOString(),
  read_at: readAt ? readAt.toISOString() : null,
});

/** A feed item serialised once: everything but `read_at`, the one per-developer field (last). */
export interface FeedItemJson {
  id: string;
  /** `developerView`'s JSON up to, not including, `,"read_at":…}`. */
  head: string;
}

export const feedItemJson = (doc: AnnouncementDocument): FeedItemJson => {
  const json = JSON.stringify(developerView(doc, undefined));
  return { id: doc._id, head: json.slice(0, json.length - ',"read_at":null}'.length) };
};

/** Byte for byte `JSON.stringify(developerView(doc, readAt))`. */
export const feedItemText = (item: FeedItemJson, readAt: Date | undefined): string =>
  `${item.head},"read_at":${readAt ? `"${readAt.toISOString()}"` : 'null'}}`;
