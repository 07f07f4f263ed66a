import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { errorBody, unavailableMessage, type PortalLogger } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Headers that belong to one hop (and the host, which the upstream sets for itself). */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

export interface PassThrough {
  upstream: URL;
  /** What the upstream is called in logs and in the 503 a caller gets when it is away. */
  name: string;
  /** The upstream's path (query included). */
  path: string;
  headers: IncomingHttpHeaders;
  /** A body already read (e.g. to learn who authenticates); else the request's stream is piped. */
  buffered?: Buffer | null;
  timeoutMs: number;
  logger: PortalLogger;
  /** Sees the upstream's status before the answer is relayed. */
  onStatus?: (status: number) => void;
}

/**
 * Relays a request to an upstream byte for byte and its answer back the same way (streamed both
 * ways, hop-by-hop headers dropped). An unreachable upstream is a 503 in the documented error shape.
 */
export const passThrough = (request: FastifyRequest, reply: FastifyReply, options: PassThrough): Promise<void> => {
  const { upstream, logger } = options;
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  reply.hijack();
  return new Promise<void>((resolve) => {
    const outgoing = send(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: options.path,
        headers: options.headers,
      },
      (answer) => {
        options.onStatus?.(answer.statusCode ?? 502);
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
        }
        reply.raw.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(reply.raw);
        answer.once('end', resolve);
        answer.once('error', () => resolve());
      },
    );
    outgoing.setTimeout(options.timeoutMs, () => outgoing.destroy(new Error(`${options.name} timed out`)));
    outgoing.once('error', (error) => {
      logger.line('warn', `pass-through: ${options.name} unreachable (${error.message})`);
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
        reply.raw.end(JSON.stringify(errorBody(unavailableMessage(options.name))));
      } else reply.raw.destroy();
      resolve();
    });
    const body = request.body as NodeJS.ReadableStream | undefined;
    if (options.buffered) outgoing.end(options.buffered);
    else if (body && typeof body.pipe === 'function') body.pipe(outgoing);
    else outgoing.end();
  });
};
