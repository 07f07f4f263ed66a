import { useEffect } from 'react';

/**
 * `<meta name="robots" content="noindex">` while a not-found screen shows. The gateway answers 404 only for
 * addresses no route has; an unknown id under a real route (`/marketplace/nope`) is a 200 it cannot tell apart,
 * and this keeps such a page out of search indexes. Removed again when the screen goes (client-side navigation).
 */
export function useNoIndex(active = true): void {
  useEffect(() => {
    if (!active) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [active]);
}
