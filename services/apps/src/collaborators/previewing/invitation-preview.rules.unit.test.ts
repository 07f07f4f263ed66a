import type { Invitation } from '../../apps/app.decider';
import { maskEmail, previewInvitation, type PreviewInput } from './invitation-preview.rules';

const I = '00000000-0000-4000-8000-0000000000a1';
const pending: Invitation = { email: 'qa.collab+7@example.com', role: 'admin', status: 'pending', createdAt: '2026-12-03T10:00:00.000Z' };
const input = (over: Partial<PreviewInput> = {}): PreviewInput => ({
  invitationId: I,
  invitation: pending,
  appName: 'Site Diary',
  inviterName: 'Ada Lovelace',
  viewer: null,
  ...over,
});

describe('the invitation preview (what the accept page may show the holder of the link)', () => {
  it('Given a pending invitation, When nobody is signed in, Then it names the app, the inviter and the role, the address masked', () => {
    expect(previewInvitation(input())).toEqual({
      id: I,
      app_name: 'Site Diary',
      inviter_name: 'Ada Lovelace',
      role: 'admin',
      sent_to: 'q•••7@example.com',
      status: 'pending',
      addressed_to_you: null,
    });
  });

  it('Given a pending invitation, When the signed-in account has the invited address in any case, Then it is addressed to them', () => {
    expect(previewInvitation(input({ viewer: { email: 'QA.Collab+7@EXAMPLE.com', isMember: false } }))?.addressed_to_you).toBe(true);
  });

  it('Given a pending invitation, When another account is signed in, Then it is not addressed to them (said before any click)', () => {
    expect(previewInvitation(input({ viewer: { email: 'someone@example.com', isMember: false } }))?.addressed_to_you).toBe(false);
    expect(previewInvitation(input({ viewer: { email: null, isMember: false } }))?.addressed_to_you).toBe(false);
  });

  it('Given an invitation stored as typed (before the normalisation), When previewed, Then the address shows lower case', () => {
    const typed = { ...pending, email: 'QA.COLLAB+7@EXAMPLE.COM' };
    expect(previewInvitation(input({ invitation: typed }))?.sent_to).toBe('q•••7@example.com');
    expect(
      previewInvitation(input({ invitation: typed, viewer: { email: 'qa.collab+7@example.com', isMember: false } }))?.addressed_to_you,
    ).toBe(true);
  });

  it('Given an accepted invitation, When a member opens the link again, Then it is theirs (acceptance opens the app)', () => {
    const accepted: Invitation = { ...pending, status: 'accepted' };
    expect(previewInvitation(input({ invitation: accepted, viewer: { email: 'x@example.com', isMember: true } }))).toMatchObject({
      status: 'accepted',
      addressed_to_you: true,
    });
  });

  it('Given an accepted invitation, When its member was removed since, Then it is gone (as acceptance answers 404), not "wrong account"', () => {
    const accepted: Invitation = { ...pending, status: 'accepted' };
    expect(previewInvitation(input({ invitation: accepted, viewer: { email: pending.email, isMember: false } }))).toBeNull();
  });

  it('Given an accepted invitation, When another account opens it, Then it is gone for them too', () => {
    const accepted: Invitation = { ...pending, status: 'accepted' };
    expect(previewInvitation(input({ invitation: accepted, viewer: { email: 'someone@example.com', isMember: false } }))).toBeNull();
  });

  it('Given an accepted invitation, When read signed out, Then it shows (who is asking is known only after signing in)', () => {
    const accepted: Invitation = { ...pending, status: 'accepted' };
    expect(previewInvitation(input({ invitation: accepted }))).toMatchObject({ status: 'accepted', addressed_to_you: null });
  });

  it('Given a cancelled invitation, When previewed, Then there is nothing to show', () => {
    expect(previewInvitation(input({ invitation: { ...pending, status: 'canceled' } }))).toBeNull();
  });

  it('Given an unknown inviter, When previewed, Then the inviter is null', () => {
    expect(previewInvitation(input({ inviterName: null }))?.inviter_name).toBeNull();
  });
});

describe('maskEmail', () => {
  it.each([
    ['qa.collab@example.com', 'q•••b@example.com'],
    ['AB@Example.COM', 'a•••@example.com'],
    ['x@example.com', 'x•••@example.com'],
    ['no-at-sign', '•••'],
  ])('Given %s, When masked, Then %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
