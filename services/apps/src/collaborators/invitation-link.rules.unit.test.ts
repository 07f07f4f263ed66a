import { invitationLinkAction } from './invitation-link.rules';

describe('what an invitation link does for a signed-in account (the preview and the acceptance alike)', () => {
  it.each([
    ['pending', false, 'accept'],
    ['pending', true, 'accept'],
    ['accepted', true, 'open'],
    // The member removed since, or another account: the link is as dead as a cancelled one.
    ['accepted', false, 'gone'],
    ['canceled', true, 'gone'],
    ['canceled', false, 'gone'],
  ] as const)('Given a %s invitation, When a member (%s) opens it, Then %s', (status, isMember, link) => {
    expect(invitationLinkAction(status, isMember)).toBe(link);
  });
});
