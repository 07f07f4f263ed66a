import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SANDBOX_PLATFORM_SERVERS } from '@portal/contracts/src/platform-servers';
import { Button, Field } from '../ui';
import { PLATFORM_API_RESOURCE, QUICK_START_SERVER } from './platformAccess';
import './tryIt.css';

/**
 * The servers "try it" calls: the contract's sandboxes (`contracts/src/platform-servers.ts`), the quick start's first
 * (Swagger UI's first server is the one "Try it out" calls unless the developer picks another).
 */
export const SANDBOX_SERVERS = [
  ...SANDBOX_PLATFORM_SERVERS.filter((server) => server.id === QUICK_START_SERVER),
  ...SANDBOX_PLATFORM_SERVERS.filter((server) => server.id !== QUICK_START_SERVER),
];

/** What a wrong client id or secret is told (the token endpoint's own words are "client authentication failed"). */
const WRONG_CLIENT = "This sandbox client ID and secret do not match. Copy both from your app's page under My apps.";

export interface SandboxToken {
  value: string;
  expiresAt: number | null;
}

/**
 * A client-credentials token from the portal's OAuth server for the developer's sandbox client. The
 * secret goes straight to the token endpoint and is not kept; the token lives in this page's memory.
 */
async function requestToken(clientId: string, secret: string): Promise<SandboxToken> {
  const response = await fetch('/oauth/token', {
    method: 'POST',
    // No cookies, and above all no credentials mode that lets the browser answer a 401: a wrong secret gets
    // `WWW-Authenticate: Basic` (RFC 6749 §5.2), and with credentials included Chromium opens its own sign-in
    // prompt over the page (and the request hangs until it is dismissed). The secret authenticates; the portal
    // session is not needed here.
    credentials: 'omit',
    headers: {
      authorization: `Basic ${btoa(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`)}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource: PLATFORM_API_RESOURCE }).toString(),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    expires_in?: number;
    error?: string;
    error_description?: string;
  };
  if (answer.error === 'invalid_client') throw new Error(WRONG_CLIENT);
  if (!response.ok || !answer.access_token) {
    throw new Error(answer.error_description ?? `The token endpoint answered ${response.status}.`);
  }
  return { value: answer.access_token, expiresAt: answer.expires_in ? Date.now() + answer.expires_in * 1000 : null };
}

/**
 * "Try it" (beyond the spec): the reference's operations call the sandbox servers through the
 * portal's origin and the quota proxy with a sandbox access token — asked for here with the sandbox
 * client's id and secret, or pasted. Calls count against the app's rate limits like any other.
 */
export function TryItPanel({ token, onToken }: { token: SandboxToken | null; onToken(token: SandboxToken | null): void }) {
  const id = useId();
  const [mode, setMode] = useState<'secret' | 'paste'>('secret');
  const [clientId, setClientId] = useState('');
  const [secret, setSecret] = useState('');
  const [pasted, setPasted] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (mode === 'paste') {
      onToken({ value: pasted.trim(), expiresAt: null });
      setPasted('');
      return;
    }
    setBusy(true);
    try {
      onToken(await requestToken(clientId.trim(), secret));
      setSecret('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The token could not be obtained.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="try-it" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Try it against your sandbox</h2>
      <p className="muted">
        Calls go to the sandbox servers through the portal and the platform&apos;s rate limiter, with your sandbox access token. They count
        against your app&apos;s rate limits.
      </p>
      {token ? (
        <div className="try-it__ready" role="status">
          <span>
            Sandbox token ready
            {token.expiresAt ? ` (expires at ${new Date(token.expiresAt).toLocaleTimeString()})` : ''}. Open an operation and choose
            &ldquo;Try it out&rdquo;.
          </span>{' '}
          <Button variant="secondary" onClick={() => onToken(null)}>
            Forget the token
          </Button>
        </div>
      ) : (
        <form className="try-it__form" onSubmit={(event) => void submit(event)}>
          <fieldset className="try-it__modes">
            <legend>How do you want to authenticate?</legend>
            <label>
              <input type="radio" name={`${id}-mode`} checked={mode === 'secret'} onChange={() => setMode('secret')} /> With my sandbox
              client ID and secret
            </label>
            <label>
              <input type="radio" name={`${id}-mode`} checked={mode === 'paste'} onChange={() => setMode('paste')} /> With an access token I
              already have
            </label>
          </fieldset>
          {mode === 'secret' ? (
            <>
              <Field label="Sandbox client ID" value={clientId} onChange={(e) => setClientId(e.target.value)} required autoComplete="off" />
              <Field
                label="Sandbox client secret"
                type="password"
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
                required
                autoComplete="off"
              />
              {/* A developer new to the portal has no sandbox client yet: say where one comes from. */}
              <p className="try-it__hint">
                Your app&apos;s page under <Link to="/developer_apps">My apps</Link> shows its sandbox client ID and secret; register an app
                first if you have none.
              </p>
            </>
          ) : (
            <Field label="Access token" value={pasted} onChange={(e) => setPasted(e.target.value)} required autoComplete="off" />
          )}
          {error && (
            <div role="alert" className="alert alert--error try-it__error">
              <p>{error}</p>
            </div>
          )}
          <Button type="submit" variant="primary" disabled={busy}>
            {mode === 'secret' ? 'Get a sandbox token' : 'Use this token'}
          </Button>
        </form>
      )}
    </section>
  );
}
