import { Agent, request } from 'node:http';

export interface WindowTally {
  admitted: number;
  refused: number;
  /** Admitted by the limiter but failed further on (the upstream's 5xx), by status. */
  failed: Record<number, number>;
}

/**
 * Keeps `connections` requests in flight across the proxies and tallies the
 * answers by the window each one counted in (the proxy's `Quota-Window` debug header).
 */
export const loadByWindow = async (options: {
  urls: string[];
  path: string;
  token: string;
  connections: number;
  /** Stops once this many windows were seen (plus the partial first and last), or at `maxDurationMs`. */
  windows: number;
  maxDurationMs: number;
}): Promise<{ windows: Map<number, WindowTally>; unmetered: number; errors: number }> => {
  const agents = options.urls.map(() => new Agent({ keepAlive: true, maxSockets: Math.ceil(options.connections / options.urls.length) }));
  const windows = new Map<number, WindowTally>();
  let unmetered = 0;
  let errors = 0;
  const deadline = Date.now() + options.maxDurationMs;
  const more = () => Date.now() < deadline && windows.size < options.windows + 2;
  const once = (i: number) =>
    new Promise<void>((resolve) => {
      const url = new URL(options.path, options.urls[i % options.urls.length]);
      const req = request(url, { agent: agents[i % agents.length], headers: { authorization: `Bearer ${options.token}` } }, (res) => {
        res.resume();
        res.on('end', () => {
          const window = Number(String(res.headers['quota-window'] ?? '').split(':')[1]);
          if (Number.isFinite(window)) {
            const tally = windows.get(window) ?? { admitted: 0, refused: 0, failed: {} };
            const status = res.statusCode ?? 0;
            if (status === 200) tally.admitted += 1;
            else if (status === 429) tally.refused += 1;
            else tally.failed[status] = (tally.failed[status] ?? 0) + 1;
            windows.set(window, tally);
          } else {
            // Forwarded without a quota check (the check timed out: fail-open).
            unmetered += 1;
          }
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: options.connections }, async (_, i) => {
      while (more()) await once(i);
    }),
  );
  for (const agent of agents) agent.destroy();
  return { windows, unmetered, errors };
};

/** Drops the first and last windows (the load started or stopped inside them). */
export const completeWindows = (windows: Map<number, WindowTally>): WindowTally[] => {
  const keys = [...windows.keys()].sort((a, b) => a - b);
  return keys.slice(1, -1).map((k) => windows.get(k)!);
};
