import type { DeveloperAppDocument } from '../app.documents';
import { invitationsView } from './app-view';

const at = '2026-12-03T10:00:00.000Z';
const doc = (invitations: DeveloperAppDocument['invitations']) => ({ _id: 'a1', invitations }) as unknown as DeveloperAppDocument;

describe('the invitations list', () => {
  it('Given an invitation stored as typed before the normalisation, When listed, Then its address shows lower case', () => {
    expect(invitationsView(doc([{ id: 'i1', email: 'QA.Collab+1@EXAMPLE.COM', role: 'admin', status: 'pending', createdAt: at }]))).toEqual(
      [{ id: 'i1', developer_app_id: 'a1', email: 'qa.collab+1@example.com', role: 'admin', status: 'pending', created_at: at }],
    );
  });

  it('Given accepted and cancelled invitations, When listed, Then only pending ones show', () => {
    const list = invitationsView(
      doc([
        { id: 'i1', email: 'a@example.com', role: 'admin', status: 'accepted', createdAt: at },
        { id: 'i2', email: 'b@example.com', role: 'developer', status: 'canceled', createdAt: at },
      ]),
    );
    expect(list).toEqual([]);
  });
});
