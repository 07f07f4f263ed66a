import { Agent, request as httpRequest, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_PATH_PREFIX } from '@portal/contracts';
import { PortalLogger } from '@portal/service-runtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { QUOTA_CONFIG, type QuotaConfig } from '../core/quota.config';
import { QUOTA_REDIS } from '../core/redis.provider';
import { SERVER_NOT_FOUND } from '../core/servers';
import { UsageMeter } from '../usage/usage-meter';
import { BucketCache } from './bucket-cache';
import { Headroom } from './headroom';
import type { Match } from './matching';
import { MemoryLimiter } from './memory-limiter';
import { QuotaBatcher } from './quota-batcher';
import type { QuotaDecision } from './quota-script';
import { rateLimitHeaders, refusalBody } from './rate-limit-headers';
import { InvalidTokenError, TokenVerifier, type PlatformClaims } from './token-verifier';
import { UpstreamLatency } from './upstream-latency';

/** The platform API's company scope header: a bucket restricted to a company matches on it. */
export const COMPANY_HEADER = 'platform-company-id';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** Set again for the upstream request: its own host, and the length of the body as read. */
const REQUEST_ONLY = new Set(['host', 'content-length']);
const ALERT_EVERY_MS = 10_000;
/** Methods that change nothing upstream (RFC 9110 §9.2.1): the only ones sent before their check is back. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Upstream {
  answer: Promise<IncomingMessage | Error>;
  abort: () => void;
}

const error = (message: string) => ({ message, errors: [message] });

/**
 * The platform API route: `/{platform}/{server}/...` → verify the token → the most specific
 * bucket of that server → one atomic quota check in Redis → forward upstream, or 429 naming the
 * template that refused. Plain Fastify (no Nest pipeline) on the hot path.
 */
@Injectable()
export class PlatformProxy {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 512 });
  private readonly verifier: TokenVerifier;
  private readonly upstream: URL;
  private readonly memory = new MemoryLimiter();
  private readonly quotas: QuotaBatcher;
  private readonly headroom = new Headroom();
  private readonly latency = new UpstreamLatency();
  private unenforced = 0;
  private lastAlert = 0;

  constructor(
    @Inject(QUOTA_CONFIG) private readonly config: QuotaConfig,
    @Inject(QUOTA_REDIS) private readonly redis: Redis,
    private readonly buckets: BucketCache,
    private readonly usage: UsageMeter,
    private readonly logger: PortalLogger,
  ) {
    this.quotas = new QuotaBatcher(redis);
    this.verifier = new TokenVerifier({ issuer: config.issuer, audience: config.audience, jwksUrl: config.jwksUrl });
    this.upstream = new URL(config.upstreamUrl || `http://127.0.0.1:${config.referenceUpstreamPort}`);
  }

  register(fastify: FastifyInstance): void {
    void fastify.register(async (scope) => {
      // Bodies pass through untouched: whatever the platform API takes, as bytes.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 }, (_request, body, done) => done(null, body));
      // `reply` back to Fastify: the answer is under way (a stream may still be starting), never an empty 200.
      scope.all(`${PLATFORM_PATH_PREFIX}:server/*`, async (request, reply) => {
        await this.handle(request, reply);
        return reply;
      });
    });
  }

  private async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { server } = request.params as { server: string };
    if (!this.config.servers.includes(server)) return void reply.code(404).send(error(SERVER_NOT_FOUND));
    const authorization = request.headers.authorization ?? '';
    if (!/^Bearer \S+$/.test(authorization)) {
      return void reply.code(401).header('www-authenticate', 'Bearer realm="platform"').send(error('An access token is required'));
    }
    let claims: PlatformClaims;
    try {
      claims = await this.verifier.claimsOf(authorization.slice(7));
    } catch (e) {
      if (e instanceof InvalidTokenError) {
        return void reply
          .code(401)
          .header('www-authenticate', `Bearer realm="platform", error="invalid_token", error_description="${e.message.replace(/"/g, "'")}"`)
          .send(error(e.message));
      }
      this.logger.warn(`token keys unavailable: ${(e as Error).message}`);
      return void reply.code(503).header('retry-after', '5').send(error('Access tokens cannot be checked right now; try again shortly'));
    }
    const meter = (status: number) => this.usage.record({ server, domain: claims.clientId, appId: claims.appId, status });
    if (!this.config.enforcement) {
      meter(await this.relay(reply, this.send(request, server, claims)));
      return;
    }
    const company = request.headers[COMPANY_HEADER];
    const match = this.buckets.match(server, claims.clientId, claims.subject, typeof company === 'string' && company ? company : '*');
    // A safe request of a bucket far from its limits goes upstream while its check runs (the check's round trip
    // then adds nothing to the answer's time); a refusal still answers 429 and drops what upstream said.
    const early = SAFE_METHODS.has(request.method) && this.headroom.has(match.key) ? this.send(request, server, claims) : null;
    let decision: QuotaDecision | null = null;
    try {
      decision = this.config.limiter === 'memory' ? this.memory.check(match) : await this.checkQuota(match, early);
    } catch (e) {
      if (this.config.failurePolicy === 'closed') {
        early?.abort();
        meter(503);
        return void reply.code(503).header('retry-after', '1').send(error('Rate limiting is unavailable; try again shortly'));
      }
      this.alertUnenforced(e as Error);
    }
    if (decision) {
      this.headroom.note(match.key, decision);
      const headers = rateLimitHeaders(decision, match.templates);
      void reply.headers(headers);
      if (this.config.debugHeaders) void reply.header('quota-window', `${decision.deciding.template.name}:${decision.deciding.window}`);
      if (!decision.allowed) {
        early?.abort();
        meter(429);
        return void reply.code(429).send(refusalBody(match.name, decision));
      }
    }
    meter(await this.relay(reply, early ?? this.send(request, server, claims)));
  }

  /**
   * The Redis check. A request already upstream, when upstream is slow to answer, lets its check wait a
   * moment for others to share the call, and asks for it at once when its answer is back first.
   */
  private checkQuota(match: Match, early: Upstream | null): Promise<QuotaDecision> {
    const holdMs = early ? this.latency.holdMs() : 0;
    if (early && holdMs > 0) void early.answer.then(() => this.quotas.hurry(match));
    return this.quotas.check(match, holdMs);
  }

  /** Fail-open: forwarded unmetered, and said loudly (once per 10 s, with the count) in the log. */
  private alertUnenforced(e: Error): void {
    this.unenforced += 1;
    if (Date.now() - this.lastAlert < ALERT_EVERY_MS) return;
    this.lastAlert = Date.now();
    this.logger.error(
      `ALERT quota checks unavailable (${e.message}): ${this.unenforced} request(s) forwarded without a limit (fail-open policy)`,
    );
    this.unenforced = 0;
  }

  /** Sends the request upstream; its answer (or failure) is awaited by `relay`, or dropped by `abort`. */
  private send(request: FastifyRequest, server: string, claims: PlatformClaims): Upstream {
    const rest = request.url.slice(PLATFORM_PATH_PREFIX.length + server.length);
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined && !HOP_BY_HOP.has(name) && !REQUEST_ONLY.has(name)) headers[name] = value;
    headers['x-forwarded-for'] = request.ip;
    headers['platform-environment'] = server;
    if (claims.appId) headers['platform-app-id'] = claims.appId;
    const body = request.body instanceof Buffer ? request.body : null;
    if (body) headers['content-length'] = String(body.length);
    let outgoing: ClientRequest | null = null;
    const started = performance.now();
    const answer = new Promise<IncomingMessage | Error>((resolve) => {
      outgoing = httpRequest(
        {
          protocol: this.upstream.protocol,
          hostname: this.upstream.hostname,
          port: this.upstream.port,
          method: request.method,
          path: `${this.upstream.pathname.replace(/\/$/, '')}${rest || '/'}`,
          headers,
          agent: this.agent,
          timeout: 30_000,
        },
        (incoming) => {
          this.latency.note(performance.now() - started);
          resolve(incoming);
        },
      );
      outgoing.on('timeout', () => outgoing?.destroy(new Error('upstream timeout')));
      outgoing.on('error', resolve);
      outgoing.end(body ?? undefined);
    });
    return {
      answer,
      abort: () => {
        outgoing?.destroy();
        void answer.then((incoming) => (incoming instanceof Error ? undefined : incoming.destroy()));
      },
    };
  }

  /** Passes upstream's answer on as it streams; 502 when upstream failed. */
  private async relay(reply: FastifyReply, upstream: Upstream): Promise<number> {
    const incoming = await upstream.answer;
    if (incoming instanceof Error) {
      this.logger.warn(`platform API unreachable: ${incoming.message}`);
      if (!reply.sent) void reply.code(502).send(error('The platform API did not answer'));
      return 502;
    }
    void reply
      .code(incoming.statusCode ?? 502)
      .headers(passThrough(incoming.headers))
      .send(incoming);
    return incoming.statusCode ?? 502;
  }
}

const passThrough = (headers: IncomingHttpHeaders): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
};
