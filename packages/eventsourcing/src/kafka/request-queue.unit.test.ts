import { createRequire } from 'node:module';

// kafkajs 2.2.4's request queue re-armed a 1 ms timer forever once a connection had answered a
// request (tulios/kafkajs#1556): about a thousand wake-ups a second per connection, some 4 % of a
// core per idle service here. patches/kafkajs+2.2.4.patch (applied by `npm install`) fixes it; these
// tests fail if the patch is missing or a kafkajs upgrade brings the loop back.

interface SentRequest {
  correlationId: number;
  resolve: () => void;
  reject: () => void;
}

interface RequestQueue {
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  throttledUntil: number;
  push(request: { entry: SentRequest; expectResponse: boolean; sendRequest: () => void }): void;
  fulfillRequest(response: { correlationId: number; payload: Buffer | null; size: number }): void;
  maybeThrottle(ms: number): void;
  destroy(): void;
}

type RequestQueueClass = new (options: Record<string, unknown>) => RequestQueue;

const RequestQueueImpl = createRequire(__filename)('kafkajs/src/network/requestQueue') as RequestQueueClass;

const entry = (correlationId: number): SentRequest => ({ correlationId, resolve: () => undefined, reject: () => undefined });

const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

const made: RequestQueue[] = [];
afterEach(() => made.splice(0).forEach((q) => q.destroy()));

const queue = (): RequestQueue => {
  const q = new RequestQueueImpl({
    maxInFlightRequests: 1,
    requestTimeout: 30_000,
    enforceRequestTimeout: false,
    clientId: 'unit',
    broker: 'localhost:0',
    logger: silent,
  });
  made.push(q);
  return q;
};

describe('kafkajs request queue (patched)', () => {
  it('arms no timer once the last answer came back and nothing waits', () => {
    const q = queue();
    const sent: number[] = [];
    q.push({ entry: entry(1), expectResponse: true, sendRequest: () => sent.push(1) });
    q.fulfillRequest({ correlationId: 1, payload: null, size: 0 });
    expect(sent).toEqual([1]);
    expect(q.throttleCheckTimeoutId).toBeNull();
  });

  it('still sends a request that waited behind a throttle once the throttle ends', async () => {
    const q = queue();
    const sent: number[] = [];
    q.maybeThrottle(30);
    q.push({ entry: entry(2), expectResponse: true, sendRequest: () => sent.push(2) });
    expect(sent).toEqual([]);
    expect(q.throttleCheckTimeoutId).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(sent).toEqual([2]);
    q.fulfillRequest({ correlationId: 2, payload: null, size: 0 });
    expect(q.throttleCheckTimeoutId).toBeNull();
  });

  it('still sends a request that waited for the one in flight, then goes quiet', async () => {
    const q = queue();
    const sent: number[] = [];
    q.push({ entry: entry(3), expectResponse: true, sendRequest: () => sent.push(3) });
    q.push({ entry: entry(4), expectResponse: true, sendRequest: () => sent.push(4) });
    expect(sent).toEqual([3]);
    q.fulfillRequest({ correlationId: 3, payload: null, size: 0 });
    expect(sent).toEqual([3, 4]);
    q.fulfillRequest({ correlationId: 4, payload: null, size: 0 });
    // The check armed while 4 waited fires once and finds nothing to re-arm for.
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(q.throttleCheckTimeoutId).toBeNull();
  });
});
