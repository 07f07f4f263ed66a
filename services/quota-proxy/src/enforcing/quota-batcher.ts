import type { Redis } from 'ioredis';
import type { Match } from './matching';
import { bucketKey, checkQuotas, type QuotaDecision } from './quota-script';

interface Waiting {
  match: Match;
  resolve: (decision: QuotaDecision) => void;
  reject: (error: unknown) => void;
}

/** Requests for one bucket: whether a call is out, and who arrived meanwhile. */
interface Lane {
  busy: boolean;
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
 */
export class QuotaBatcher {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly redis: Redis) {}

  check(match: Match): Promise<QuotaDecision> {
    return new Promise<QuotaDecision>((resolve, reject) => {
      const key = bucketKey(match);
      let lane = this.lanes.get(key);
      if (!lane) {
        lane = { busy: false, waiting: [] };
        this.lanes.set(key, lane);
      }
      lane.waiting.push({ match, resolve, reject });
      if (!lane.busy) {
        lane.busy = true;
        setImmediate(() => this.drain(key, lane));
      }
    });
  }

  private drain(key: string, lane: Lane): void {
    if (lane.waiting.length === 0) {
      lane.busy = false;
      this.lanes.delete(key);
      return;
    }
    lane.busy = true;
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
