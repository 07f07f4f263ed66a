// The metrics service's event store, read the way the projection rebuilds from it (internal
// `/events` with the internal token): what the browser's tracking calls recorded.

const METRICS_URL = (process.env.METRICS_URL || 'http://127.0.0.1:4006').replace(/\/+$/, '');
const INTERNAL_TOKEN = process.env.INTERNAL_TOKEN || 'dev-internal-token';
const PAGE = 5000;

/**
 * @typedef {{ type: string, streamId: string, position: number,
 *   data: { trackingId: string, key: string, properties: Record<string, unknown>, developerId: string, trackedAt: string } }} TrackedEvent
 */

/**
 * Every stored tracking event that `match` accepts.
 * @param {(event: TrackedEvent) => boolean} match
 * @returns {Promise<TrackedEvent[]>}
 */
export async function trackedEvents(match) {
  /** @type {TrackedEvent[]} */
  const found = [];
  for (let after = 0; ;) {
    const res = await fetch(`${METRICS_URL}/events?after=${after}&limit=${PAGE}`, { headers: { 'x-internal-token': INTERNAL_TOKEN } });
    if (!res.ok) throw new Error(`GET ${METRICS_URL}/events answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    /** @type {TrackedEvent[]} */
    const page = await res.json();
    found.push(...page.filter((e) => e.type === 'metrics.analytics.event_tracked' && match(e)));
    if (page.length < PAGE) return found;
    after = page[page.length - 1].position;
  }
}
