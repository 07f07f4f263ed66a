// The baseline: a bare Fastify route (the gateway's own Fastify version) answering with the same
// JSON and headers the portal returned, so the difference is what the portal's path costs.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(fileURLToPath(new URL('../../services/gateway/package.json', import.meta.url)));
const Fastify = require('fastify');

const [file, route = '/api/v1/notifications', headersFile] = process.argv.slice(2);
const body = readFileSync(file, 'utf8');
const headers = headersFile ? JSON.parse(readFileSync(headersFile, 'utf8')) : {};
const withId = 'x-request-id' in headers;
const app = Fastify({ logger: false });
app.get(route, async (_request, reply) => {
  void reply.headers(headers).type('application/json; charset=utf-8');
  if (withId) void reply.header('x-request-id', randomUUID());
  return reply.send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
