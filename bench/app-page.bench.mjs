// An app's page: GET /api/v1/developer_apps/{id} (what the app page loads first) through the
// gateway for its owner, next to the projection alone and a bare Fastify route returning the same
// JSON, in the same run.
import { CONNECTIONS, DURATION_S, INTERNAL_TOKEN, PROJECTION, GATEWAY, TABLE_HEAD, WARMUP_S } from './lib/harness.mjs';
import { client, machineLine, measure, row, startBareServer, writeSection } from './lib/harness.mjs';

export default async function bench() {
  const owner = client();
  const { json: signedUp } = await owner.call('POST', '/api/v1/sign_up', {
    firstName: 'Bench',
    lastName: 'Owner',
    email: `bench-app-${Date.now().toString(36)}${process.pid}@example.com`,
    password: 'Str0ng!password',
    passwordConfirmation: 'Str0ng!password',
  });
  const { json: app } = await owner.call('POST', '/api/v1/developer_apps', { internal_name: `Benchmark app ${Date.now().toString(36)}` });
  const route = `/api/v1/developer_apps/${app.id}`;
  const page = await owner.call('GET', route);
  const bare = await startBareServer(page.text, route);
  try {
    const peer = await measure(bare.url);
    const gateway = await measure(new URL(route, GATEWAY).toString(), { cookie: owner.cookie() });
    const projection = await measure(new URL(`/developer_apps/${app.id}`, PROJECTION).toString(), {
      'x-internal-token': INTERNAL_TOKEN,
      'x-actor-id': signedUp.user.id,
      'x-actor-roles': '',
    });
    writeSection(
      'app-page',
      [
        '## GET /api/v1/developer_apps/{id} (an app page)',
        '',
        machineLine(),
        `The owner's view of an app (${page.text.length} bytes of JSON, no sandbox), autocannon with ${CONNECTIONS} connections for ${DURATION_S} s`,
        `after a ${WARMUP_S} s warm-up, over loopback, everything on the same machine; the gateway right after its bare peer.`,
        '',
        ...TABLE_HEAD,
        row('gateway (session, read-your-writes check, cached answer)', gateway),
        row('bare Fastify route, same JSON', peer),
        `| ratio gateway / bare | ${(gateway.rps / peer.rps).toFixed(3)} | | ${(gateway.p99 / Math.max(peer.p99, 1)).toFixed(1)}× | | |`,
        row('projection alone (internal call: app, sandbox and members by _id)', projection),
      ].join('\n'),
    );
  } finally {
    bare.stop();
    await owner.call('DELETE', route).catch(() => undefined);
  }
}
