import { NotFoundError, specFor } from '@portal/decider';
import { readStateDecider } from './read-state.decider';
import type { ReadStateEvent } from './read-state.events';

const spec = specFor(readStateDecider);
const at = '2026-03-01T10:00:00.000Z';
const read: ReadStateEvent = {
  type: 'notifications.read_state.announcement_read',
  data: { developerId: 'd1', announcementId: 'a1', readAt: at },
};
const markRead = { type: 'MarkRead' as const, developerId: 'd1', announcementId: 'a1', visible: true, at };

describe('read state decider', () => {
  it('marks an announcement read', () => {
    spec([]).when(markRead).then([read]);
  });

  it('is idempotent: a second read appends nothing', () => {
    spec([read])
      .when({ ...markRead, at: '2026-03-05T00:00:00.000Z' })
      .then([]);
  });

  it('keeps reads of different announcements apart', () => {
    spec([read])
      .when({ ...markRead, announcementId: 'a2' })
      .then([{ type: 'notifications.read_state.announcement_read', data: { developerId: 'd1', announcementId: 'a2', readAt: at } }]);
  });

  it('refuses announcements the developer cannot see', () => {
    spec([])
      .when({ ...markRead, visible: false })
      .thenThrows((e) => e instanceof NotFoundError);
  });

  it('marks every listed announcement read at once, each once, keeping the earlier reads', () => {
    spec([read])
      .when({ type: 'MarkManyRead', developerId: 'd1', visibleAnnouncementIds: ['a1', 'a2', 'a3', 'a2'], at: '2026-03-05T00:00:00.000Z' })
      .then(
        ['a2', 'a3'].map((announcementId) => ({
          type: 'notifications.read_state.announcement_read' as const,
          data: { developerId: 'd1', announcementId, readAt: '2026-03-05T00:00:00.000Z' },
        })),
      );
  });

  it('appends nothing when everything listed was read already', () => {
    spec([read])
      .when({ type: 'MarkManyRead', developerId: 'd1', visibleAnnouncementIds: ['a1'], at })
      .then([]);
  });
});
