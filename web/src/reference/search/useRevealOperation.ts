import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a link waits for Swagger UI to draw the operation it names. */
const WAIT_MS = 10_000;

/**
 * A link to `#operations-<tag>-<operationId>` (what the reference search opens): once Swagger UI has drawn that
 * operation it is expanded, scrolled to and its summary focused. Swagger UI renders after its lazy chunk and the
 * document arrive, so the page watches for the element instead of relying on the browser's own anchor jump.
 */
export function useRevealOperation(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!ready || !id.startsWith('operations-')) return;
    const reveal = (): boolean => {
      const block = document.getElementById(id);
      if (!block) return false;
      const summary = block.querySelector<HTMLElement>('.opblock-summary-control') ?? block.querySelector<HTMLElement>('.opblock-summary');
      if (!block.classList.contains('is-open')) summary?.click();
      block.scrollIntoView({ block: 'start' });
      summary?.focus({ preventScroll: true });
      return true;
    };
    if (reveal()) return;
    const observer = new MutationObserver(() => {
      if (reveal()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [ready, hash]);
}
