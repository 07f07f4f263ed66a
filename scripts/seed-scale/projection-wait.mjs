// Knows when the projection has taken in what the seeder wrote: it asks the projection's
// read-your-writes endpoint (GET /positions/wait) about checkpoint positions of every batch.
// A topic has several partitions, so one batch's checkpoints are the last events of several streams
// per topic: together they almost surely cover every partition the batch touched.

const PER_TOPIC = 12;
const TOKENS_PER_CALL = 100;

export const projectionWatcher = ({ projectionUrl, internalToken }) => {
  const pending = new Set();
  let available = true;

  const checkpoints = (envelopes) => {
    const byTopic = new Map();
    for (let i = envelopes.length - 1; i >= 0; i -= 1) {
      const e = envelopes[i];
      const topic = e.type.split('.').slice(0, 2).join('.');
      const streams = byTopic.get(topic) ?? new Map();
      if (streams.size < PER_TOPIC && !streams.has(e.streamId)) streams.set(e.streamId, `${e.source}:${e.position}`);
      byTopic.set(topic, streams);
    }
    return [...byTopic.values()].flatMap((streams) => [...streams.values()]);
  };

  /** Asks once about every pending token (in calls of 100); forgets the applied ones. */
  const poll = async () => {
    if (!available) return;
    const tokens = [...pending];
    for (let i = 0; i < tokens.length; i += TOKENS_PER_CALL) {
      const chunk = tokens.slice(i, i + TOKENS_PER_CALL);
      const url = new URL('/positions/wait', projectionUrl);
      url.searchParams.set('tokens', chunk.join(','));
      url.searchParams.set('timeoutMs', '0');
      const response = await fetch(url, { headers: { 'x-internal-token': internalToken }, signal: AbortSignal.timeout(30_000) });
      if (response.status === 404) {
        available = false;
        return;
      }
      if (!response.ok) throw new Error(`projection positions answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      const { pending: still } = await response.json();
      const left = new Set(still);
      for (const token of chunk) if (!left.has(token)) pending.delete(token);
    }
  };

  return {
    /** Remembers the checkpoints of one committed batch. */
    track(envelopes) {
      for (const token of checkpoints(envelopes)) pending.add(token);
    },
    poll,
    get available() {
      return available;
    },
    get pending() {
      return pending.size;
    },
    /** Polls until every checkpoint is applied (true) or `timeoutMs` passed (false); reports progress. */
    async untilCaughtUp(timeoutMs, report) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // The projection may be restarting (someone deployed it): keep asking until the deadline.
        const failure = await poll().then(
          () => null,
          (error) => error,
        );
        if (!available || pending.size === 0) return available;
        if (Date.now() > deadline) return false;
        report?.(pending.size, failure);
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    },
  };
};
