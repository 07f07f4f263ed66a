import { eventFactory } from '../core/event-envelopes.testing';
import { applyToReadTables } from '../core/pg/read-table-reactions';
import { MemoryRowStore } from '../core/pg/row-store';
import { ANNOUNCEMENTS_TABLE } from './announcements.table';

const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';

describe('announcements rows, given announcement events', () => {
  it('creates, edits and tombstones the row; duplicates and replays change nothing', async () => {
    const event = eventFactory(at);
    const content = { announcementId: 'n1', title: 'T', summary: 'S', body: 'B', draft: true, showAfter: '2026-12-01' };
    const created = event('notifications.announcement.created', 'announcement-n1', { ...content, critical: true, createdAt: at });
    const updated = event('notifications.announcement.updated', 'announcement-n1', {
      ...content,
      title: 'T2',
      draft: false,
      updatedAt: later,
    });
    const store = new MemoryRowStore();
    for (const e of [created, created, updated, created, updated]) await applyToReadTables(store, e);
    expect(store.all(ANNOUNCEMENTS_TABLE)).toEqual([
      {
        id: 'n1',
        rev: 2,
        title: 'T2',
        summary: 'S',
        body: 'B',
        critical: true,
        draft: false,
        show_after: '2026-12-01',
        created_at: at,
        updated_at: later,
        deleted: false,
      },
    ]);

    const deleted = event('notifications.announcement.deleted', 'announcement-n1', { announcementId: 'n1', deletedAt: later });
    for (const e of [deleted, updated, deleted]) await applyToReadTables(store, e);
    expect(store.all(ANNOUNCEMENTS_TABLE)).toEqual([
      expect.objectContaining({ rev: 3, deleted: true, title: '', summary: '', body: '', created_at: at, updated_at: later }),
    ]);
  });

  it('waits for a missing event instead of applying past it', async () => {
    const event = eventFactory(at);
    const store = new MemoryRowStore();
    event('notifications.announcement.created', 'announcement-n2', {
      announcementId: 'n2',
      title: 'T',
      summary: 'S',
      body: 'B',
      draft: false,
      showAfter: null,
      critical: false,
      createdAt: at,
    });
    const gap = event('notifications.announcement.deleted', 'announcement-n2', { announcementId: 'n2', deletedAt: later });
    await expect(applyToReadTables(store, gap)).rejects.toThrow();
    expect(store.all(ANNOUNCEMENTS_TABLE)).toEqual([]);
  });
});
