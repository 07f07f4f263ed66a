// The gateway's own cost: a route that touches no store (the API reference's resource groups,
// serialized once per kind of reader; no session cookie, so no Redis). The gateway answers it at its
// edge, before the framework (request id, security and cache headers, the HTTP metrics; no span or
// access line per request), next to a bare Fastify route answering the very same body, in the same run.
// Target: ≥ 0.85× the bare throughput. For reference, the same answer through the whole Nest/Fastify
// pipeline every other route takes (an empty query string is not an edge path): server span, method,
// same-origin and internal-token checks, access and contract guards, headers, access log, metrics.
import { GATEWAY, TABLE_HEAD, machineLine, measure, row, startBareServer, writeSection } from './lib/harness.mjs';

const ROUTE = '/api/v1/resource_groups';
const TARGET = 0.85;

export default async function bench() {
  const body = await (await fetch(new URL(ROUTE, GATEWAY))).text();
  const bare = await startBareServer(body, ROUTE);
  try {
    const peer = await measure(bare.url);
    const gateway = await measure(new URL(ROUTE, GATEWAY).toString());
    const pipeline = await measure(`${new URL(ROUTE, GATEWAY).toString()}?`);
    const ratio = gateway.rps / peer.rps;
    writeSection(
      'gateway',
      [
        '## Gateway route vs bare Fastify (a route that touches no store)',
        '',
        machineLine(),
        `\`GET ${ROUTE}\` (${body.length.toLocaleString('en-US')} bytes of JSON, answered from memory) through the gateway, and a bare Fastify ` +
          'route (same Fastify version) answering the same bytes; autocannon, 10 connections, one after the other. ' +
          'The gateway answers a signed-out reader of this route at its edge, before the framework (request id, security and cache ' +
          'headers, HTTP metrics; no span or access log line per request: docs/decisions.md). The last row is the same answer through ' +
          "the framework's whole pipeline, which signed-in readers and every other route take (for reference, no target).",
        '',
        ...TABLE_HEAD,
        row('bare Fastify', peer),
        row('gateway', gateway),
        `| ratio gateway / bare | ${ratio.toFixed(3)} | | | | target ≥ ${TARGET}: ${ratio >= TARGET ? 'yes' : 'no'} |`,
        row('gateway, framework pipeline', pipeline),
        `| ratio framework pipeline / bare | ${(pipeline.rps / peer.rps).toFixed(3)} | | | | |`,
      ].join('\n'),
    );
  } finally {
    bare.stop();
  }
}
