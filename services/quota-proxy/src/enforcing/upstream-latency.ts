/** Upstream answers slower than this (smoothed) leave room to hold a check back for company. */
const SLOW_MS = 3;
/** How long a check of a request already sent upstream may wait for others to share its call. */
const HOLD_MS = 1;
/** Weight of the newest answer in the smoothed time: about the last 20 answers count. */
const WEIGHT = 0.05;
/** A stall counts as this much at most, so that a few among quick answers do not make upstream look slow. */
const CLAMP_MS = 2 * SLOW_MS;

/**
 * How long the platform API takes to answer, smoothed over recent answers. When it is slow (a busy
 * upstream, or a proxy at saturation) a request sent upstream before its check will not need its
 * decision for milliseconds: its check can wait one more millisecond and share a Redis call with the
 * requests arriving meanwhile, which is where the check's cost goes at saturation. When upstream is
 * quick, checks go at once, as waiting would show in the answer's time.
 */
export class UpstreamLatency {
  private averageMs = 0;

  note(ms: number): void {
    this.averageMs += (Math.min(ms, CLAMP_MS) - this.averageMs) * WEIGHT;
  }

  /** Milliseconds a check may be held back when its request is already upstream. */
  holdMs(): number {
    return this.averageMs >= SLOW_MS ? HOLD_MS : 0;
  }
}
