/** What the gateway keeps about a signed-in browser, in Redis under a hash of the cookie value. */
export interface Session {
  userId: string;
  csrfToken: string;
  isAdmin: boolean;
  isEmployee: boolean;
  createdAt: number;
  absoluteExpiresAt: number;
  /** The browser or client that signed in ("Firefox on Linux"), for the account's sessions list; absent on older sessions. */
  device?: string;
  /** The address it signed in from (the proxy-aware client IP). */
  ip?: string;
  /** Positions of this session's commands not yet seen applied by the read models. */
  pending: string[];
  /**
   * When this session last saw its pending positions applied (epoch ms): cached answers fetched
   * before then may predate its own writes, so they are not served to it.
   */
  appliedAt?: number;
}

export const SESSION_COOKIE = 'portal_session';
export const MAX_PENDING_POSITIONS = 20;
