import { getCsrfToken, setCsrfToken } from './csrf';
import { resumingFetch, sessionPrompt, type SessionPrompt } from './sessionResume';

const ORIGIN = 'http://portal.test';
const OWNER = { id: 'user-1', email: 'dev@example.com' };

type Sent = { method: string; url: string; csrf: string | null; body: string };

/** A gateway stand-in: answers each call from `answer`, records what was sent. */
function gateway(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init);
    const call = { method: request.method, url: request.url, csrf: request.headers.get('x-csrf-token'), body: await request.text() };
    sent.push(call);
    return answer(call);
  }) as typeof fetch;
  return sent;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refused = (code: 'session_required' | 'csrf_invalid') =>
  json(code === 'session_required' ? 401 : 403, { message: 'refused', errors: ['refused'], code });
const save = () =>
  new Request(`${ORIGIN}/api/v1/developer_apps/a1`, {
    method: 'PATCH',
    headers: { 'X-CSRF-Token': getCsrfToken() ?? '', 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Renamed' }),
  });

/** Mounts a stand-in for the dialog: records the prompts it was shown. */
function dialog() {
  const shown: (SessionPrompt | null)[] = [];
  const unsubscribe = sessionPrompt.subscribe(() => shown.push(sessionPrompt.current()));
  return { shown, unsubscribe };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('calls refused for the session wait for the reader to sign in again, then go through as they were', () => {
  let unmount: (() => void) | undefined;
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { location: new URL(`${ORIGIN}/developer_apps/a1`) };
    setCsrfToken('old-token', OWNER.id);
  });
  afterEach(() => {
    unmount?.();
    unmount = undefined;
  });

  it('takes the new token of a session the same account started in another tab, without asking', async () => {
    const sent = gateway((call) => {
      if (call.url.endsWith('/api/v1/session')) return json(200, { me: { ...OWNER, csrfToken: 'new-token' } });
      return call.csrf === 'new-token' ? json(200, { ok: true }) : refused('csrf_invalid');
    });
    const { shown, unsubscribe } = dialog();
    unmount = unsubscribe;
    const response = await resumingFetch(save());
    expect(response.status).toBe(200);
    expect(shown).toEqual([]);
    expect(sent.map((s) => `${s.method} ${new URL(s.url).pathname} ${s.csrf ?? ''}`)).toEqual([
      'PATCH /api/v1/developer_apps/a1 old-token',
      'GET /api/v1/session ',
      'PATCH /api/v1/developer_apps/a1 new-token',
    ]);
    expect(sent[2]!.body).toBe('{"name":"Renamed"}');
  });

  it('asks once for every call refused meanwhile, and sends each again after the sign-in', async () => {
    let signedIn = false;
    const sent = gateway((call) => {
      if (call.url.endsWith('/api/v1/session')) return json(200, { me: null });
      return signedIn && call.csrf === 'fresh' ? json(200, { ok: true }) : refused('session_required');
    });
    const { shown, unsubscribe } = dialog();
    unmount = unsubscribe;
    const first = resumingFetch(save());
    const second = resumingFetch(save());
    await tick();
    await tick();
    expect(shown).toEqual([{ kind: 'signed_out' }]);
    // The dialog signed in (applySession stores the new token), then lets the calls go on.
    signedIn = true;
    setCsrfToken('fresh', OWNER.id);
    sessionPrompt.settle(true);
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(shown).toEqual([{ kind: 'signed_out' }, null]);
    expect(sent.filter((s) => s.method === 'PATCH').map((s) => s.csrf)).toEqual(['old-token', 'old-token', 'fresh', 'fresh']);
  });

  it('answers with the refusal when the reader chose not now, or when no dialog could ask', async () => {
    gateway((call) => (call.url.endsWith('/api/v1/session') ? json(200, { me: null }) : refused('session_required')));
    const { unsubscribe } = dialog();
    const waiting = resumingFetch(save());
    await tick();
    await tick();
    sessionPrompt.settle(false);
    const answer = await waiting;
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { code: string }).code).toBe('session_required');
    unsubscribe();
    expect((await resumingFetch(save())).status).toBe(401);
  });

  it('asks a background load once: after Not now only what the reader sends asks again', async () => {
    gateway((call) => (call.url.endsWith('/api/v1/session') ? json(200, { me: null }) : refused('session_required')));
    setCsrfToken('token-of-a-new-sign-in', OWNER.id);
    const { shown, unsubscribe } = dialog();
    unmount = unsubscribe;
    const poll = () => resumingFetch(new Request(`${ORIGIN}/api/v1/notifications`));
    const first = poll();
    await tick();
    await tick();
    sessionPrompt.settle(false);
    expect((await first).status).toBe(401);
    expect((await poll()).status).toBe(401);
    expect(shown).toEqual([{ kind: 'signed_out' }, null]);
    const saving = resumingFetch(save());
    await tick();
    await tick();
    expect(shown).toEqual([{ kind: 'signed_out' }, null, { kind: 'signed_out' }]);
    sessionPrompt.settle(false);
    expect((await saving).status).toBe(401);
  });

  it('lets waiting calls go on with their refusal when the dialog goes away (the page signed out)', async () => {
    gateway((call) => (call.url.endsWith('/api/v1/session') ? json(200, { me: null }) : refused('session_required')));
    const { shown, unsubscribe } = dialog();
    const waiting = resumingFetch(save());
    await tick();
    await tick();
    expect(shown).toEqual([{ kind: 'signed_out' }]);
    unsubscribe();
    expect((await waiting).status).toBe(401);
  });

  it('says so when another account signed in, and sends nothing as them', async () => {
    const sent = gateway((call) =>
      call.url.endsWith('/api/v1/session')
        ? json(200, { me: { id: 'user-2', email: 'other@example.com', csrfToken: 'theirs' } })
        : refused('csrf_invalid'),
    );
    const { shown, unsubscribe } = dialog();
    unmount = unsubscribe;
    const waiting = resumingFetch(save());
    await tick();
    await tick();
    expect(shown).toEqual([{ kind: 'other_account', email: 'other@example.com' }]);
    sessionPrompt.settle(false);
    expect((await waiting).status).toBe(403);
    expect(getCsrfToken()).toBe('old-token');
    expect(sent.filter((s) => s.method === 'PATCH')).toHaveLength(1);
  });

  it('leaves the sign-in calls, other refusals and signed-out pages alone', async () => {
    const sent = gateway((call) =>
      call.url.endsWith('/api/v1/session')
        ? json(401, { message: 'Invalid email or password', errors: [] })
        : json(403, { message: 'You are not allowed', errors: [] }),
    );
    const { shown, unsubscribe } = dialog();
    unmount = unsubscribe;
    const signIn = new Request(`${ORIGIN}/api/v1/session`, { method: 'POST', body: '{}' });
    expect((await resumingFetch(signIn)).status).toBe(401);
    expect((await resumingFetch(save())).status).toBe(403);
    setCsrfToken(undefined);
    gateway(() => refused('session_required'));
    expect((await resumingFetch(save())).status).toBe(401);
    expect(shown).toEqual([]);
    expect(sent).toHaveLength(2);
  });
});
