/** One document per announcement stream, `_rev` = stream version; a deleted one stays as a tombstone. */
export interface AnnouncementDocument {
  _id: string;
  _rev: number;
  title: string;
  summary: string;
  body: string;
  critical: boolean;
  draft: boolean;
  showAfter: string | null;
  createdAt: Date;
  updatedAt: Date;
  deleted: boolean;
}

/** One document per developer's read-state stream: announcement id → first read. */
export interface ReadStateDocument {
  _id: string;
  _rev: number;
  reads: Record<string, Date>;
}

/** One document per developer's preference stream; no document means the defaults. */
export interface PreferencesDocument {
  _id: string;
  _rev: number;
  criticalEmails: boolean;
}

export const ANNOUNCEMENTS = 'announcements';
export const NOTIFICATION_READS = 'notification_reads';
export const NOTIFICATION_PREFERENCES = 'notification_preferences';
