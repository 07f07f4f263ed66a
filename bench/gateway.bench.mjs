// The gateway's own cost: a route that touches no store (the API reference's resource groups,
// serialized once per kind of reader; no session cookie, so no Redis). The gateway answers it at its
// edge, before the framework (request id, security and cache headers, the HTTP metrics; no span or
// access line per request), next to a bare Fastify route answering the very same body, in the same run.
// Target: ≥ 0.85× the bare throughput. For reference, the same answer through the whole Nest/Fastify
// pipeline every other route takes (an empty query string is not an edge path): server span, method,
// same-origin and internal-token checks, access and contract guards, headers, access log, metrics.
import { GATEWAY, TABLE_HEAD, answerHeaders, machineLine, measure, row, startBareServer, writeSection } from './lib/harness.mjs';

const ROUTE = '/api/v1/resource_groups';
const TARGET = 0.85;
const ROUNDS = 3;

/** The round with the median throughput of each target. */
const median = (results) => [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)];

export default async function bench() {
  const answer = await fetch(new URL(ROUTE, GATEWAY));
  const body = await answer.text();
  const bare = await startBareServer(body, ROUTE, answerHeaders(answer));
  try {
    // Alternating rounds, the median of each: the client shares the two cores, so a one-off stall lands on one round.
    const rounds = { peer: [], gateway: [], pipeline: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.peer.push(await measure(bare.url));
      rounds.gateway.push(await measure(new URL(ROUTE, GATEWAY).toString()));
      rounds.pipeline.push(await measure(`${new URL(ROUTE, GATEWAY).toString()}?`));
    }
    const [peer, gateway, pipeline] = [median(rounds.peer), median(rounds.gateway), median(rounds.pipeline)];
    const ratio = gateway.rps / peer.rps;
    writeSection(
      'gateway',
      [
        '## Gateway route vs bare Fastify (a route that touches no store)',
        '',
        machineLine(),
        `\`GET ${ROUTE}\` (${body.length.toLocaleString('en-US')} bytes of JSON, answered from memory) through the gateway, and a bare Fastify ` +
          'route (same Fastify version) answering the same bytes and headers (a fresh request id each); autocannon, 10 connections, ' +
          `${ROUNDS} alternating rounds, the median round of each. ` +
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
