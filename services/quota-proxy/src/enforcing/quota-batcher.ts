import type { Redis } from 'ioredis';
import type { Match } from './matching';
import { bucketKey, checkQuotas, type QuotaDecision } from './quota-script';

interface Waiting {
  match: Match;
  resolve: (decision: QuotaDecision) => void;
  reject: (error: unknown) => void;
}

/**
 * Requests for one bucket and what their next call waits for: a timer (`timer`, a held call), the end
 * of this event-loop turn (`due`), or the answers to the calls that are out (`inFlight`).
 */
interface Lane {
  timer: NodeJS.Timeout | null;
  due: boolean;
  inFlight: number;
  waiting: Waiting[];
}

/** Most requests one script call decides: bounds the script's run time and the answer's size. */
const MAX_BATCH = 64;
/**
 * Calls of one bucket out at once. One connection runs them in the order sent, so decisions keep
 * arrival order; a request that needs its decision does not wait a round trip for the call before it.
 */
const MAX_IN_FLIGHT = 4;

/**
 * Group commit for quota checks: a request is checked once the event loop has read what arrived with
 * it (`setImmediate`: the same loop turn, after the upstream requests those reads started have gone
 * out); requests that arrive together, and under saturation those that queue while `MAX_IN_FLIGHT`
 * calls are out, go together in the next call, decided in order by the same atomic script. N round
 * trips and N script runs become one: that is where the check's cost was (each socket write costs tens
 * of microseconds here, and Redis competes for the same cores). Results are exactly those of N
 * sequential calls.
 *
 * A request whose answer is not needed yet (already sent upstream, which is slow to answer) may be
 * held for a few milliseconds, or until the call out is answered, so that more requests share its
 * call; a request that needs its decision now, or `hurry` for a held one, sends the lane's call at once.
 */
export class QuotaBatcher {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly redis: Redis) {}

  check(match: Match, holdMs = 0): Promise<QuotaDecision> {
    return new Promise<QuotaDecision>((resolve, reject) => {
      const key = bucketKey(match);
      let lane = this.lanes.get(key);
      if (!lane) {
        lane = { timer: null, due: false, inFlight: 0, waiting: [] };
        this.lanes.set(key, lane);
      }
      lane.waiting.push({ match, resolve, reject });
      if (lane.due) return;
      if (holdMs > 0) {
        // Held: goes with the answer of the call out, or after the hold when none is.
        if (lane.inFlight === 0 && !lane.timer) {
          const held = lane;
          lane.timer = setTimeout(() => this.schedule(key, held), holdMs);
        }
        return;
      }
      if (lane.inFlight < MAX_IN_FLIGHT) this.schedule(key, lane);
    });
  }

  /** A held request's decision is needed now: its lane's call goes at the end of this turn. */
  hurry(match: Match): void {
    const key = bucketKey(match);
    const lane = this.lanes.get(key);
    if (lane && lane.waiting.length > 0 && !lane.due && lane.inFlight < MAX_IN_FLIGHT) this.schedule(key, lane);
  }

  private schedule(key: string, lane: Lane): void {
    if (lane.timer) clearTimeout(lane.timer);
    lane.timer = null;
    lane.due = true;
    setImmediate(() => this.drain(key, lane));
  }

  private drain(key: string, lane: Lane): void {
    lane.due = false;
    if (lane.waiting.length === 0) {
      if (lane.inFlight === 0 && !lane.timer && this.lanes.get(key) === lane) this.lanes.delete(key);
      return;
    }
    // One call covers one bucket definition: a redefinition mid-queue waits for the next call.
    const templates = lane.waiting[0]!.match.templates;
    let end = 1;
    while (end < lane.waiting.length && end < MAX_BATCH && lane.waiting[end]!.match.templates === templates) end += 1;
    const batch = lane.waiting.splice(0, end);
    lane.inFlight += 1;
    const settled = () => {
      lane.inFlight -= 1;
      if (!lane.due && !lane.timer) this.drain(key, lane);
    };
    checkQuotas(
      this.redis,
      batch.map((w) => w.match),
    ).then(
      (decisions) => {
        batch.forEach((w, i) => w.resolve(decisions[i]!));
        settled();
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
        settled();
      },
    );
  }
}
