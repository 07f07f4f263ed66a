import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { importWithRetry } from '../errors/moduleLoad';

/**
 * A component loaded on first render (React.lazy), its module retried like the lazy routes; a
 * failure reaches the route's error page, which offers a reload.
 */
export function lazyNamed<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await importWithRetry(load)) }));
}

/** Where lazy parts render: a quiet, empty placeholder while their code loads (no spinner flash). */
export function LazyBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="lazy-fallback" aria-busy="true" />}>{children}</Suspense>;
}
