import { normalizeEmail, type Invitation } from '../apps/app.decider';

/** The API shape of an invitation, as the inviting and cancelling use cases answer it. */
export const invitationView = (appId: string, invitationId: string, invitation: Invitation) => ({
  id: invitationId,
  developer_app_id: appId,
  // Invitations from before the normalisation hold the address as typed.
  email: normalizeEmail(invitation.email),
  role: invitation.role,
  status: invitation.status,
  created_at: invitation.createdAt,
});
