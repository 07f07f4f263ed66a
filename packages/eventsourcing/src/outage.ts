/**
 * Errors that mean "a server we depend on is away right now", not "this request or message is bad":
 * an HTTP answer becomes a 503 with Retry-After, and a consumer retries the message until the server
 * is back instead of dead-lettering it (an outage longer than the retry budget must lose nothing).
 */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, too many connections, connection failures.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08006',
]);

const OUTAGE_NAMES = /^(MongoServerSelectionError|MongoNetworkError|MongoNotConnectedError|MaxRetriesPerRequestError)$/;

/** Messages without a code: node-postgres losing its socket, ioredis with Redis away. */
const OUTAGE_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection is closed.',
  "Stream isn't writeable and enableOfflineQueue options is false",
]);

/** FerretDB answers MongoDB errors that carry the SQLSTATE of the PostgreSQL beneath it. */
const FERRETDB_OUTAGE = /SQLSTATE (57P0[123]|53300|08\d{3})|failed to connect to/;

/** Also through `cause` (a fetch that failed to connect, wrapped by the internal client). */
export const isInfrastructureOutage = (error: unknown, depth = 0): boolean => {
  const { code, name, message, cause } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown };
  return (
    (typeof code === 'string' && OUTAGE_CODES.has(code)) ||
    (typeof name === 'string' && OUTAGE_NAMES.test(name)) ||
    (typeof message === 'string' && OUTAGE_MESSAGES.has(message)) ||
    (name === 'MongoServerError' && typeof message === 'string' && FERRETDB_OUTAGE.test(message)) ||
    (depth < 3 && cause !== undefined && isInfrastructureOutage(cause, depth + 1))
  );
};
