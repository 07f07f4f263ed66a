import { createHash } from 'node:crypto';

/** Ids and numbers in a path say which record, not which screen: `/developer_apps/:id`. */
export function routePattern(route: string): string {
  return route
    .split('?')[0]!
    .split('/')
    .map((segment) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) || /^\d+$/.test(segment) ? ':id' : segment,
    )
    .join('/');
}

/**
 * The first stack frame without its line and column, and without the content hash of a bundle
 * name: a rebuild moves both, yet it is still the same error.
 */
export function firstFrame(stack: string | undefined): string {
  const frame = (stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') || /@.+:\d+/.test(line));
  if (!frame) return '';
  return frame
    .replace(/:\d+:\d+\)?$/, '')
    .replace(/-[A-Za-z0-9_]{8,}\.js/, '.js')
    .replace(/https?:\/\/[^/]+/, '');
}

/** Reports of the same error group under one hex digest: message, first frame and route pattern. */
export function fingerprintOf(report: { message: string; stack?: string; route?: string }): string {
  return createHash('sha256')
    .update([report.message.trim(), firstFrame(report.stack), routePattern(report.route ?? '')].join('\n'))
    .digest('hex')
    .slice(0, 32);
}
