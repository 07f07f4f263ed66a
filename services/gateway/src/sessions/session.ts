/** What the gateway keeps about a signed-in browser, in Redis under a hash of the cookie value. */
export interface Session {
  userId: string;
  csrfToken: string;
  isAdmin: boolean;
  isEmployee: boolean;
  createdAt: number;
  absoluteExpiresAt: number;
  /** Positions of this session's commands not yet seen applied by the read models. */
  pending: string[];
}

export const SESSION_COOKIE = 'portal_session';
export const MAX_PENDING_POSITIONS = 20;
