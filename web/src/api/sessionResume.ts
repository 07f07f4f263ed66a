import { getCsrfToken, getSessionOwner, MUTATING_METHODS, setCsrfToken } from './csrf';

/**
 * A page whose session ended (signed out in another tab, or expired) or whose CSRF token went stale
 * (signed in again in another tab) used to answer every save with "Please sign in to continue." or
 * "Reload the page", and reloading or signing in lost what the reader had typed. The gateway names
 * both refusals (`code` on the 401/403, made before anything ran), so a call refused that way waits
 * here while the reader signs in again in place, then is sent again as it was.
 */
export type Refusal = 'session_required' | 'csrf_invalid';

/** What the reader is asked, while refused calls wait. */
export type SessionPrompt =
  /** Sign in again as the same account, or not now. */
  | { kind: 'signed_out' }
  /** Another account signed in in this browser: this page was someone else's; reload. */
  | { kind: 'other_account'; email: string };

/** The session calls answer 401 for a wrong password or code: the sign-in's own answer, not a session that ended. */
const SESSION_CALLS = /^\/api\/v1\/session(\/|$)/;

let prompt: SessionPrompt | null = null;
/**
 * The session token the reader answered "Not now" for: a load in the background (the bell's poll) no longer
 * asks again until a new sign-in, while a save asks each time (that is when typed work is at stake).
 */
let declinedFor: string | undefined;
let pending: Promise<boolean> | null = null;
let settle: ((resumed: boolean) => void) | null = null;
const listeners = new Set<() => void>();

const show = (next: SessionPrompt | null) => {
  prompt = next;
  for (const listener of listeners) listener();
};

export const sessionPrompt = {
  /** The dialog subscribes; without one mounted, refused calls answer at once (nobody could sign in). */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      // The dialog went (the page learnt it is signed out and left): nobody can answer, so nothing waits.
      if (listeners.size === 0 && settle) sessionPrompt.settle(false);
    };
  },
  current: (): SessionPrompt | null => prompt,
  /** Signed in again as the same account (true), or not now (false): every waiting call goes on. */
  settle(resumed: boolean): void {
    const done = settle;
    settle = null;
    declinedFor = resumed ? undefined : getCsrfToken();
    show(null);
    done?.(resumed);
  },
};

/** Who the browser's session cookie belongs to now: the token comes along when it is the page's account. */
async function currentSession(): Promise<{ id: string; email: string; csrfToken: string } | null | undefined> {
  try {
    const response = await fetch('/api/v1/session', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { me?: { id: string; email: string; csrfToken: string } | null };
    return body.me ?? null;
  } catch {
    return undefined;
  }
}

/** Whether a refused call may be sent again: the page's account has a session and token again. */
async function resume(): Promise<boolean> {
  const owner = getSessionOwner();
  const now = await currentSession();
  if (now && now.id === owner) {
    // Signed in again in another tab: the new session's token, no question asked.
    setCsrfToken(now.csrfToken, now.id);
    return true;
  }
  if (now === undefined || listeners.size === 0) return false;
  return new Promise<boolean>((resolve) => {
    settle = resolve;
    show(now ? { kind: 'other_account', email: now.email } : { kind: 'signed_out' });
  });
}

/** One question for every call refused meanwhile. */
const resumeOnce = (): Promise<boolean> => {
  pending ??= resume().finally(() => {
    pending = null;
  });
  return pending;
};

async function refusalOf(response: Response): Promise<Refusal | undefined> {
  if (response.status !== 401 && response.status !== 403) return undefined;
  try {
    const code = ((await response.clone().json()) as { code?: unknown } | null)?.code;
    return code === 'session_required' || code === 'csrf_invalid' ? code : undefined;
  } catch {
    return undefined;
  }
}

const resumable = (request: Request): boolean => {
  if (getSessionOwner() === undefined) return false;
  const url = new URL(request.url, window.location.href);
  return url.origin === window.location.origin && url.pathname.startsWith('/api/v1/') && !SESSION_CALLS.test(url.pathname);
};

/**
 * `fetch` for every `/api/v1` call of a signed-in page: a call the gateway refused for the session
 * (`session_required`, `csrf_invalid`) is sent again with the session's new token once the reader
 * is signed in again as the same account; otherwise its refusal is the answer, as before.
 */
export async function resumingFetch(request: Request, init?: RequestInit): Promise<Response> {
  if (!resumable(request)) return fetch(request, init);
  // The body as bytes, to send twice if need be: a cloned Request would go out as a stream, which the browser's
  // tools (and Playwright) show without its payload.
  const body = request.body === null ? undefined : await request.arrayBuffer();
  const copy = () => (body === undefined ? request.clone() : new Request(request, { body }));
  const response = await fetch(copy(), init);
  if (!(await refusalOf(response))) return response;
  const mutating = MUTATING_METHODS.has(request.method.toUpperCase());
  const declined = declinedFor !== undefined && declinedFor === getCsrfToken();
  if (declined && !mutating) return response;
  if (!(await resumeOnce())) return response;
  const again = copy();
  if (mutating) again.headers.set('X-CSRF-Token', getCsrfToken() ?? '');
  return fetch(again, init);
}
