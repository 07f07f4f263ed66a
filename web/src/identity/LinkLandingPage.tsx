import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { buttonClass, Spinner } from '../ui';

/** One call per link, even if the page mounts twice (StrictMode, back/forward); a failed call can be retried. */
const calls = new Map<string, Promise<unknown>>();

function callOnce<T>(key: string, run: () => Promise<T>): Promise<T> {
  let call = calls.get(key) as Promise<T> | undefined;
  if (!call) {
    call = run();
    call.catch(() => calls.delete(key));
    calls.set(key, call);
  }
  return call;
}

export interface LinkLandingPageProps<T> {
  /** Which kind of link (one call per kind and token). */
  kind: string;
  token: string;
  /** The link's one call. */
  follow: (token: string) => Promise<T>;
  /** Where the browser goes once the call succeeded (a flash, a navigation). */
  onDone: (result: T) => void;
  /** `title`: the tab's title while the link is followed; a failure titles the tab with `failedTitle`. */
  texts: { title: string; working: string; failedTitle: string; missingToken: string };
  back: { to: string; label: string };
}

/** The page an e-mailed link opens: a spinner while its call runs, the reason and a way on when it fails. */
export function LinkLandingPage<T>({ kind, token, follow, onDone, texts, back }: LinkLandingPageProps<T>) {
  const [error, setError] = useState<string | null>(token ? null : texts.missingToken);
  useDocumentTitle(error ? texts.failedTitle : texts.title);
  // The latest callbacks, so the call depends on the link alone and is made once per token.
  const handlers = useRef({ follow, onDone });
  useEffect(() => {
    handlers.current = { follow, onDone };
  });

  useEffect(() => {
    if (!token) return;
    let active = true;
    callOnce(`${kind}:${token}`, () => handlers.current.follow(token)).then(
      (result) => {
        if (active) handlers.current.onDone(result);
      },
      (failure: unknown) => {
        if (active) setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => {
      active = false;
    };
  }, [kind, token]);

  if (error) {
    return (
      <div className="page page--narrow">
        <div className="empty-state">
          <h1>{texts.failedTitle}</h1>
          <div className="alert alert--error" role="alert">
            <p>{error}</p>
          </div>
          <Link to={back.to} className={buttonClass({ variant: 'primary' })}>
            {back.label}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <Spinner label={texts.working} />
      <p className="muted center">{texts.working}</p>
    </div>
  );
}
