import { MemoryDocumentStore } from '../core/documents/document-store';
import { eventFactory } from '../core/event-envelopes.testing';
import { announcementDocumentChange } from './announcements.projection';
import { ANNOUNCEMENTS, NOTIFICATION_READS } from './notification.documents';
import { readStateChange } from './read-state.projection';

const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';

describe('announcement and read-state documents, given notifications events', () => {
  it('creates, edits and tombstones an announcement', async () => {
    const event = eventFactory(at);
    const store = new MemoryDocumentStore();
    const content = { announcementId: 'n1', title: 'T', summary: 'S', body: 'B', draft: true, showAfter: '2026-12-01' };
    for (const e of [
      event('notifications.announcement.created', 'announcement-n1', { ...content, critical: false, createdAt: at }),
      event('notifications.announcement.updated', 'announcement-n1', { ...content, title: 'T2', draft: false, updatedAt: later }),
    ]) {
      await store.applyInOrder(ANNOUNCEMENTS, 'n1', e.streamVersion, announcementDocumentChange(e));
    }
    expect(await store.get(ANNOUNCEMENTS, 'n1')).toEqual({
      _id: 'n1',
      _rev: 2,
      title: 'T2',
      summary: 'S',
      body: 'B',
      draft: false,
      showAfter: '2026-12-01',
      critical: false,
      createdAt: new Date(at),
      updatedAt: new Date(later),
      deleted: false,
    });
    const deleted = event('notifications.announcement.deleted', 'announcement-n1', { announcementId: 'n1', deletedAt: later });
    await store.applyInOrder(ANNOUNCEMENTS, 'n1', deleted.streamVersion, announcementDocumentChange(deleted));
    expect(await store.get(ANNOUNCEMENTS, 'n1')).toMatchObject({ _rev: 3, deleted: true, title: '', summary: '', body: '' });
  });

  it('keeps the first read of each announcement per developer', async () => {
    const event = eventFactory(at);
    const store = new MemoryDocumentStore();
    for (const e of [
      event('notifications.read_state.announcement_read', 'reads-d1', { developerId: 'd1', announcementId: 'n1', readAt: at }),
      event('notifications.read_state.announcement_read', 'reads-d1', { developerId: 'd1', announcementId: 'n2', readAt: later }),
    ]) {
      await store.applyInOrder(NOTIFICATION_READS, 'd1', e.streamVersion, readStateChange(e));
    }
    expect(await store.get(NOTIFICATION_READS, 'd1')).toEqual({ _id: 'd1', _rev: 2, reads: { n1: new Date(at), n2: new Date(later) } });
  });
});
