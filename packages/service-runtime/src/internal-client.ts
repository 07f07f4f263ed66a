import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { DomainError } from '@portal/decider';
import { internalToken } from './config';
import { CODE_BY_STATUS, type ErrorBody } from './http-errors';
import { ACTOR_HEADERS, rolesHeader, type Actor } from './actor';
import { behindOwnWrites, committedWrite, currentRequestId, noteCommittedWrite } from './request-context';
import { startClientSpan } from './tracing/client-spans';
import { BadRequestError, POSITION_HEADER } from './versioned-replies';

export interface InternalResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface InternalCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | string[] | undefined>;
  actor?: Actor | null;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * The read shows what this request (or its session) has just written, the app it created: if the
   * answer is 404 after the write was committed, the read model has not got it yet (its pipeline is down
   * or slow). That is answered as "saved, cannot be shown yet", never as a 404 taken for a failure.
   */
  showsOwnWrite?: boolean;
}

/** A service answered with an error: carries its body so the gateway can pass it on unchanged. */
export class UpstreamError extends DomainError {}

/**
 * What a reader calls each service: the portal's own names ("projection", "quota-proxy") mean nothing to
 * someone whose page did not load.
 */
const READER_SUBJECT: Record<string, string> = {
  identity: 'Accounts and sign-in are',
  projection: "The portal's pages and lists are",
  apps: 'Developer apps are',
  notifications: 'Notifications are',
  metrics: 'Metrics and usage reports are',
  'quota-proxy': 'Rate limits are',
  marketplace: 'The Marketplace is',
};

/** The 503's message for `service` (a service's id, or a name like "sandbox API"). */
export const unavailableMessage = (service: string): string =>
  `${READER_SUBJECT[service] ?? `The ${service} is`} unavailable right now. Please try again shortly.`;

export const SAVED_NOT_SHOWN_MESSAGE =
  'Your change was saved, but it cannot be shown yet: the portal is catching up. Reload in a moment instead of sending it again.';

/** The service could not be reached at all. */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly service: string,
    cause: unknown,
    /** The upstream's own `Retry-After` when it answered 503 with one. */
    readonly retryAfterSeconds?: number,
    /** A read failed after this request's write was committed: sending the request again would repeat the change. */
    readonly afterCommit = false,
  ) {
    super(afterCommit ? SAVED_NOT_SHOWN_MESSAGE : unavailableMessage(service));
    this.cause = cause;
  }
}

/**
 * Kept-alive connections to the services. `fetch` (undici) cost 0.5–0.9 ms more CPU per call than
 * `node:http` here (measured 2026-11-26), and a command makes several calls through the gateway.
 */
const agent = new Agent({ keepAlive: true });

interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
}

const toHeaders = (incoming: IncomingHttpHeaders): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
};

/** One HTTP exchange with a whole-exchange deadline; rejects on any transport failure. */
const exchange = (url: URL, method: string, headers: Record<string, string>, body: string | null, timeoutMs: number) =>
  new Promise<RawAnswer>((resolve, reject) => {
    if (body !== null) headers['content-length'] = String(Buffer.byteLength(body));
    const outgoing = httpRequest(url, { method, headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        clearTimeout(deadline);
        resolve({ status: incoming.statusCode ?? 502, headers: toHeaders(incoming.headers), text: Buffer.concat(chunks).toString('utf8') });
      });
      incoming.on('error', (error) => {
        clearTimeout(deadline);
        reject(error);
      });
    });
    const deadline = setTimeout(() => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    outgoing.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    outgoing.end(body ?? undefined);
  });

/** Calls another service's internal HTTP API with the internal token, the actor and the request id. */
export class InternalClient {
  private readonly token = internalToken();

  constructor(
    readonly service: string,
    private readonly baseUrl: string,
  ) {}

  /** The answer's JSON body, parsed. */
  async call<T = unknown>(path: string, options: InternalCallOptions = {}): Promise<InternalResponse<T>> {
    const answer = await this.send(path, options);
    return { status: answer.status, body: (answer.text ? safeJson(answer.text) : null) as T, headers: answer.headers };
  }

  /**
   * The answer's body as the service wrote it, for a route that passes it on unchanged: a large
   * list is not parsed and written again (errors are still read and thrown as by `call`).
   */
  async callText(path: string, options: InternalCallOptions = {}): Promise<InternalResponse<string>> {
    const answer = await this.send(path, options);
    return { status: answer.status, body: answer.text, headers: answer.headers };
  }

  private async send(path: string, options: InternalCallOptions): Promise<RawAnswer> {
    const url = new URL(path.replace(/^\//, ''), this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) url.searchParams.append(key, item);
    }
    const headers: Record<string, string> = { [ACTOR_HEADERS.token]: this.token, ...options.headers };
    const requestId = currentRequestId();
    if (requestId) headers['x-request-id'] = requestId;
    if (options.actor) {
      headers[ACTOR_HEADERS.id] = options.actor.id;
      headers[ACTOR_HEADERS.roles] = rolesHeader(options.actor);
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const method = options.method ?? 'GET';
    const span = startClientSpan(`${method} ${this.service}`, {
      'http.request.method': method,
      'server.address': url.host,
      'url.path': url.pathname,
    });
    let response: RawAnswer;
    try {
      const body = options.body === undefined ? null : JSON.stringify(options.body);
      response = await exchange(url, method, { ...headers, ...span.headers }, body, options.timeoutMs ?? 15000);
    } catch (error) {
      span.end(null, error);
      throw new ServiceUnavailableError(this.service, error, undefined, readAfterCommit(method));
    }
    span.end(response.status);
    const text = response.text;
    if (response.status >= 400) {
      const error = ((text ? safeJson(text) : null) ?? {}) as Partial<ErrorBody>;
      if (response.status === 400) throw new BadRequestError(error.message ?? 'Bad request');
      if (response.status === 404 && options.showsOwnWrite && (readAfterCommit(method) || behindOwnWrites())) {
        throw new ServiceUnavailableError(this.service, new Error(`${path} not found after the write`), undefined, true);
      }
      const code = CODE_BY_STATUS[response.status];
      const retryAfter = Number(response.headers.get('retry-after'));
      if (!code) {
        const cause = new Error(`status ${response.status}: ${text.slice(0, 200)}`);
        const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
        throw new ServiceUnavailableError(this.service, cause, wait, readAfterCommit(method));
      }
      throw new UpstreamError(code, error.message ?? 'Request failed', {
        errors: error.errors ?? [error.message ?? 'Request failed'],
        ...(error.fields ? { fields: error.fields } : {}),
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      });
    }
    // A command's answer carries the position of the events it appended: from here on, the change is saved.
    if (response.headers.has(POSITION_HEADER)) noteCommittedWrite(this.service);
    return response;
  }
}

/** Only a read can fail "after the change was saved": a failing write may not have happened. */
const readAfterCommit = (method: string): boolean => method === 'GET' && committedWrite() !== undefined;

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
};
