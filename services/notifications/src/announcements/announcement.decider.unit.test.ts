import { ConflictError, NotFoundError, specFor, ValidationError } from '@portal/decider';
import { announcementDecider } from './announcement.decider';
import type { AnnouncementEvent } from './announcement.events';

const spec = specFor(announcementDecider);
const at = '2026-03-01T10:00:00.000Z';
const later = '2026-03-02T10:00:00.000Z';
const id = 'a1';
const input = { title: 'Maintenance', summary: 'Short', body: 'Long **markdown**', critical: false, draft: true, showAfter: '2026-04-01' };
const created: AnnouncementEvent = {
  type: 'notifications.announcement.created',
  data: {
    announcementId: id,
    title: 'Maintenance',
    summary: 'Short',
    body: 'Long **markdown**',
    critical: false,
    draft: true,
    showAfter: '2026-04-01',
    createdAt: at,
  },
};
const criticalCreated: AnnouncementEvent = {
  type: 'notifications.announcement.created',
  data: { ...created.data, critical: true, draft: false, showAfter: null, createdAt: at },
};
const deleted: AnnouncementEvent = { type: 'notifications.announcement.deleted', data: { announcementId: id, deletedAt: later } };
const fieldsOf = (error: unknown) => (error instanceof ValidationError ? error.details.fields : undefined);

describe('announcement decider', () => {
  it('creates an announcement', () => {
    spec([]).when({ type: 'Create', announcementId: id, input, at }).then([created]);
  });

  it('creates a critical one with show_after emptied and draft off', () => {
    spec([])
      .when({ type: 'Create', announcementId: id, input: { ...input, critical: true }, at })
      .then([criticalCreated]);
  });

  it('refuses a creation without title, summary and body, naming each field', () => {
    spec([])
      .when({ type: 'Create', announcementId: id, input: {}, at })
      .thenThrows(
        (e) =>
          JSON.stringify(fieldsOf(e)) ===
          JSON.stringify({ title: ['Title is required'], summary: ['Summary is required'], body: ['Body is required'] }),
      );
  });

  it('refuses a malformed show_after', () => {
    spec([])
      .when({ type: 'Create', announcementId: id, input: { ...input, showAfter: '01.04.2026' }, at })
      .thenThrows((e) => fieldsOf(e)?.show_after?.[0] === 'Show after must be a date in the format YYYY-mm-dd');
  });

  it('refuses creating the same announcement twice', () => {
    spec([created])
      .when({ type: 'Create', announcementId: id, input, at })
      .thenThrows((e) => e instanceof ConflictError);
  });

  it('updates only the fields sent, keeping the rest', () => {
    spec([created])
      .when({ type: 'Update', input: { draft: false, title: 'New title' }, at: later })
      .then([
        {
          type: 'notifications.announcement.updated',
          data: {
            announcementId: id,
            title: 'New title',
            summary: 'Short',
            body: 'Long **markdown**',
            draft: false,
            showAfter: '2026-04-01',
            updatedAt: later,
          },
        },
      ]);
  });

  it('clears show_after when sent empty', () => {
    spec([created])
      .when({ type: 'Update', input: { showAfter: '' }, at: later })
      .then([
        {
          type: 'notifications.announcement.updated',
          data: {
            announcementId: id,
            title: 'Maintenance',
            summary: 'Short',
            body: 'Long **markdown**',
            draft: true,
            showAfter: null,
            updatedAt: later,
          },
        },
      ]);
  });

  it('appends nothing when an edit changes nothing', () => {
    spec([created])
      .when({ type: 'Update', input: { ...input }, at: later })
      .then([]);
  });

  it('refuses changing critical on edit, either way', () => {
    spec([created])
      .when({ type: 'Update', input: { critical: true }, at: later })
      .thenThrows((e) => fieldsOf(e)?.critical?.[0] === 'Critical can only be set when creating a notification');
    spec([criticalCreated])
      .when({ type: 'Update', input: { critical: false }, at: later })
      .thenThrows((e) => fieldsOf(e)?.critical?.[0] === 'Critical can only be set when creating a notification');
  });

  it('accepts critical unchanged on edit and keeps a critical one out of draft and show_after', () => {
    spec([criticalCreated])
      .when({ type: 'Update', input: { critical: true, draft: true, showAfter: '2030-01-01' }, at: later })
      .then([]);
  });

  it('refuses an edit that blanks a required field', () => {
    spec([created])
      .when({ type: 'Update', input: { title: ' ' }, at: later })
      .thenThrows((e) => fieldsOf(e)?.title?.[0] === 'Title is required');
  });

  it('deletes, after which the announcement is gone for edits and deletes', () => {
    spec([created]).when({ type: 'Delete', at: later }).then([deleted]);
    spec([created, deleted])
      .when({ type: 'Update', input: { title: 'x' }, at: later })
      .thenThrows((e) => e instanceof NotFoundError);
    spec([created, deleted])
      .when({ type: 'Delete', at: later })
      .thenThrows((e) => e instanceof NotFoundError);
  });

  it('answers not found for an announcement that never existed', () => {
    spec([])
      .when({ type: 'Delete', at })
      .thenThrows((e) => e instanceof NotFoundError);
  });
});
