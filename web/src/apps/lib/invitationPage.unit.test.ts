import { ApiError } from '../../api/apiError';
import type { InvitationPreview } from '../api/types';
import { invitationPageView, type InvitationPageInput } from './invitationPage';

const pending: InvitationPreview = {
  id: 'i1',
  app_name: 'Site Diary',
  inviter_name: 'Ada Lovelace',
  role: 'developer',
  sent_to: 'q•••y@example.com',
  status: 'pending',
  addressed_to_you: true,
};
const input = (over: Partial<InvitationPageInput> = {}): InvitationPageInput => ({
  token: 'tok',
  viewerPending: false,
  signedIn: true,
  preview: { data: pending, error: null, isPending: false },
  ...over,
});
const answered = (data: Partial<InvitationPreview>) => ({ data: { ...pending, ...data }, error: null, isPending: false });

describe('the invitation accept page', () => {
  it('Given no token, When opened, Then the link is incomplete', () => {
    expect(invitationPageView(input({ token: '' }))).toBe('noToken');
  });

  it('Given who is signed in is not known yet, When opened, Then it waits (the preview depends on the account)', () => {
    expect(invitationPageView(input({ viewerPending: true }))).toBe('loading');
  });

  it('Given the preview answered 404, When shown, Then the invitation is gone; any other failure may be tried again', () => {
    const gone = {
      data: undefined,
      error: new ApiError(404, 'This invitation link is invalid, expired or was cancelled'),
      isPending: false,
    };
    expect(invitationPageView(input({ preview: gone }))).toBe('gone');
    const down = { data: undefined, error: new ApiError(503, 'Server error'), isPending: false };
    expect(invitationPageView(input({ preview: down }))).toBe('failed');
  });

  it('Given a pending invitation, When shown, Then signed out asks to sign in, the invitee accepts, another account is told so', () => {
    expect(invitationPageView(input({ signedIn: false, preview: answered({ addressed_to_you: null }) }))).toBe('signedOut');
    expect(invitationPageView(input())).toBe('accept');
    expect(invitationPageView(input({ preview: answered({ addressed_to_you: false }) }))).toBe('wrongAccount');
  });

  it('Given an accepted invitation, When its member opens it again, Then it opens the app', () => {
    expect(invitationPageView(input({ preview: answered({ status: 'accepted', addressed_to_you: true }) }))).toBe('open');
  });

  it('Given an accepted invitation not addressed to the viewer (its member removed since), When shown, Then it is gone, not "wrong account"', () => {
    expect(invitationPageView(input({ preview: answered({ status: 'accepted', addressed_to_you: false }) }))).toBe('gone');
  });
});
