// The gateway's own cost: a route that touches no store (the API reference's resource groups,
// serialized once per kind of reader; no session cookie, so no Redis) through the whole Nest/Fastify
// path — request id, server span, method, same-origin and internal-token checks, access and contract
// guards, cache and security headers, the access log line, the HTTP metrics — next to a bare Fastify
// route answering the very same body, in the same run. Target: ≥ 0.85× the bare throughput.
import { GATEWAY, TABLE_HEAD, machineLine, measure, row, startBareServer, writeSection } from './lib/harness.mjs';

const ROUTE = '/api/v1/resource_groups';
const TARGET = 0.85;

export default async function bench() {
  const body = await (await fetch(new URL(ROUTE, GATEWAY))).text();
  const bare = await startBareServer(body, ROUTE);
  try {
    const peer = await measure(bare.url);
    const gateway = await measure(new URL(ROUTE, GATEWAY).toString());
    const ratio = gateway.rps / peer.rps;
    writeSection(
      'gateway',
      [
        '## Gateway route vs bare Fastify (a route that touches no store)',
        '',
        machineLine(),
        `\`GET ${ROUTE}\` (${body.length.toLocaleString('en-US')} bytes of JSON, answered from memory) through the gateway, and a bare Fastify ` +
          'route (same Fastify version) answering the same bytes; autocannon, 10 connections, one after the other.',
        '',
        ...TABLE_HEAD,
        row('bare Fastify', peer),
        row('gateway', gateway),
        `| ratio gateway / bare | ${ratio.toFixed(3)} | | | | target ≥ ${TARGET}: ${ratio >= TARGET ? 'yes' : 'no'} |`,
      ].join('\n'),
    );
  } finally {
    bare.stop();
  }
}
