import type { Redis } from 'ioredis';
import type { Match } from './matching';
import { bucketKey, checkQuotas, type QuotaDecision } from './quota-script';

interface Waiting {
  match: Match;
  resolve: (decision: QuotaDecision) => void;
  reject: (error: unknown) => void;
}

/**
 * Requests for one bucket and what their next call waits for: nothing planned (`idle`), a timer
 * (`held`), the end of this event-loop turn (`due`), or the answer to the call that is out (`out`).
 */
interface Lane {
  state: 'idle' | 'held' | 'due' | 'out';
  timer: NodeJS.Timeout | null;
  waiting: Waiting[];
}

/** Most requests one script call decides: bounds the script's run time and the answer's size. */
const MAX_BATCH = 64;

/**
 * Group commit for quota checks: a request whose bucket has no call in flight is checked once the
 * event loop has read what arrived with it (`setImmediate`: the same loop turn, after the upstream
 * requests those reads started have gone out); requests that arrive while a call is out go together in
 * the next one, decided in order by the same atomic script. Requests that come together, and under
 * saturation N round trips and N script runs, become one call: that is where the check's cost was
 * (each socket write costs tens of microseconds here, and Redis competes for the same cores). Results
 * are exactly those of N sequential calls.
 *
 * A request whose answer is not needed yet (already sent upstream, which is slow to answer) may be
 * `held` for a few milliseconds so that more requests share its call; a request that needs its
 * decision now, or `hurry` for a held one, sends the lane's call at once.
 */
export class QuotaBatcher {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly redis: Redis) {}

  check(match: Match, holdMs = 0): Promise<QuotaDecision> {
    return new Promise<QuotaDecision>((resolve, reject) => {
      const key = bucketKey(match);
      let lane = this.lanes.get(key);
      if (!lane) {
        lane = { state: 'idle', timer: null, waiting: [] };
        this.lanes.set(key, lane);
      }
      lane.waiting.push({ match, resolve, reject });
      if (lane.state === 'idle' && holdMs > 0) {
        const held = lane;
        lane.state = 'held';
        lane.timer = setTimeout(() => this.due(key, held), holdMs);
      } else if (lane.state === 'idle' || (lane.state === 'held' && holdMs === 0)) {
        this.due(key, lane);
      }
    });
  }

  /** A held request's decision is needed now: its lane's call goes at the end of this turn. */
  hurry(match: Match): void {
    const key = bucketKey(match);
    const lane = this.lanes.get(key);
    if (lane?.state === 'held') this.due(key, lane);
  }

  private due(key: string, lane: Lane): void {
    if (lane.timer) clearTimeout(lane.timer);
    lane.timer = null;
    lane.state = 'due';
    setImmediate(() => this.drain(key, lane));
  }

  private drain(key: string, lane: Lane): void {
    if (lane.waiting.length === 0) {
      lane.state = 'idle';
      this.lanes.delete(key);
      return;
    }
    lane.state = 'out';
    // One call covers one bucket definition: a redefinition mid-queue waits for the next call.
    const templates = lane.waiting[0]!.match.templates;
    let end = 1;
    while (end < lane.waiting.length && end < MAX_BATCH && lane.waiting[end]!.match.templates === templates) end += 1;
    const batch = lane.waiting.splice(0, end);
    checkQuotas(
      this.redis,
      batch.map((w) => w.match),
    ).then(
      (decisions) => {
        batch.forEach((w, i) => w.resolve(decisions[i]!));
        this.drain(key, lane);
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
        this.drain(key, lane);
      },
    );
  }
}
