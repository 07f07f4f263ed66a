// The gateway's own cost: a route that touches no store (the API reference's resource groups,
// serialized once per kind of reader; no session cookie, so no Redis). The gateway answers it at its
// edge, before the framework (request id, security and cache headers, the HTTP metrics; no span or
// access line per request), next to a bare Fastify route answering the very same body, in the same run.
// Target: ≥ 0.85× the bare throughput. For reference, the same answer through the whole Nest/Fastify
// pipeline every other route takes (an empty query string is not an edge path): server span, method,
// same-origin and internal-token checks, access and contract guards, headers, access log, metrics.
import { GATEWAY, TABLE_HEAD, answerHeaders, machineLine, measure, median, row, startBareServer, writeSection } from './lib/harness.mjs';

const ROUTE = '/api/v1/resource_groups';
const TARGET = 0.85;
const ROUNDS = 7;
/** Short rounds, many of them: this machine's speed drifts by a quarter within a minute (a shared VM). */
const ROUND_S = 4;

/** The round with the median throughput of each target. */
const medianRound = (results) => [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)];

export default async function bench() {
  const answer = await fetch(new URL(ROUTE, GATEWAY));
  const body = await answer.text();
  const bare = await startBareServer(body, ROUTE, answerHeaders(answer));
  try {
    // Alternating rounds: the client shares the two cores, so a one-off stall lands on one round. The ratio is
    // the median of each round's own ratio (its sides measured seconds apart), so a drift of the machine's
    // speed between rounds cancels out; the rows show each side's median round.
    const rounds = { peer: [], gateway: [], pipeline: [] };
    const options = { durationS: ROUND_S };
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.peer.push(await measure(bare.url, {}, options));
      rounds.gateway.push(await measure(new URL(ROUTE, GATEWAY).toString(), {}, options));
      rounds.pipeline.push(await measure(`${new URL(ROUTE, GATEWAY).toString()}?`, {}, options));
    }
    const [peer, gateway, pipeline] = [medianRound(rounds.peer), medianRound(rounds.gateway), medianRound(rounds.pipeline)];
    const ratiosOf = (side) => side.map((r, i) => r.rps / rounds.peer[i].rps);
    const ratioOf = (side) => median(ratiosOf(side));
    const ratio = ratioOf(rounds.gateway);
    const spread = (side) => `${Math.min(...ratiosOf(side)).toFixed(2)}–${Math.max(...ratiosOf(side)).toFixed(2)}`;
    writeSection(
      'gateway',
      [
        '## Gateway route vs bare Fastify (a route that touches no store)',
        '',
        machineLine(),
        `\`GET ${ROUTE}\` (${body.length.toLocaleString('en-US')} bytes of JSON, answered from memory) through the gateway, and a bare Fastify ` +
          'route (same Fastify version) answering the same bytes and headers (a fresh request id each); autocannon, 10 connections, ' +
          `${ROUNDS} alternating rounds of ${ROUND_S} s (after a warm-up each), the median round of each side; a ratio is the ` +
          "median of the rounds' own ratios (the lowest and highest in brackets). " +
          'The gateway answers a signed-out reader of this route at its edge, before the framework (request id, security and cache ' +
          'headers, HTTP metrics; no span or access log line per request: docs/decisions.md). The last row is the same answer through ' +
          "the framework's whole pipeline, which signed-in readers and every other route take (for reference, no target).",
        '',
        ...TABLE_HEAD,
        row('bare Fastify', peer),
        row('gateway', gateway),
        `| ratio gateway / bare | ${ratio.toFixed(3)} (${spread(rounds.gateway)}) | | | | target ≥ ${TARGET}: ${ratio >= TARGET ? 'yes' : 'no'} |`,
        row('gateway, framework pipeline', pipeline),
        `| ratio framework pipeline / bare | ${ratioOf(rounds.pipeline).toFixed(3)} (${spread(rounds.pipeline)}) | | | | |`,
      ].join('\n'),
    );
  } finally {
    bare.stop();
  }
}
