import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A page section that links (e-mails, other pages) open at `#id`: the ref goes on the section, which carries the id.
 * The page scrolls there once the section has its content (`ready`), so what loads above it does not push it away.
 */
export function useLinkedSection<T extends HTMLElement>(id: string, ready: boolean) {
  const ref = useRef<T>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === `#${id}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [ready, hash, id]);
  return { id, ref };
}

/**
 * A page whose sections are all there once it renders (a document, not cards that load on their own): a link's
 * `#id` is scrolled to once `ready`, since the browser looked for it before a lazily loaded page existed.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}
