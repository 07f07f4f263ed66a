// GET /api/v1/notifications through the gateway (a signed-in developer, 50 announcements) next to
// the projection alone and a bare Fastify route returning the same JSON, in the same run.
import { CONNECTIONS, DURATION_S, INTERNAL_TOKEN, PROJECTION, GATEWAY, TABLE_HEAD, WARMUP_S } from './lib/harness.mjs';
import { client, eventually, machineLine, measure, row, signedIn, startBareServer, writeSection } from './lib/harness.mjs';

const ANNOUNCEMENTS = 50;

export default async function bench() {
  const admin = await signedIn('admin@example.com');
  const developer = client();
  const email = `bench-${Date.now().toString(36)}${process.pid}@example.com`;
  const { json: signedUp } = await developer.call('POST', '/api/v1/sign_up', {
    firstName: 'Bench',
    lastName: 'Developer',
    email,
    password: 'Str0ng!password',
    passwordConfirmation: 'Str0ng!password',
  });
  const ids = [];
  let bare = null;
  try {
    for (let i = 1; i <= ANNOUNCEMENTS; i += 1) {
      const { json } = await admin.call('POST', '/api/v1/admin/notifications', {
        title: `Benchmark announcement ${i}`,
        summary: `A summary of about the length the list shows, for announcement ${i} of the benchmark run. `.repeat(2).trim(),
        body: `## Announcement ${i}\n\nSome **markdown** with a [link](https://example.com) and a list:\n\n- one\n- two\n- three\n`,
      });
      ids.push(json.id);
    }
    let feed = null;
    await eventually(async () => {
      feed = await developer.call('GET', '/api/v1/notifications');
      return ids.every((id) => feed.json.some((n) => n.id === id));
    });
    bare = await startBareServer(feed.text, '/api/v1/notifications');
    const bareResult = await measure(bare.url);
    const gatewayResult = await measure(new URL('/api/v1/notifications', GATEWAY).toString(), { cookie: developer.cookie() });
    const projectionResult = await measure(new URL('/notifications', PROJECTION).toString(), {
      'x-internal-token': INTERNAL_TOKEN,
      'x-actor-id': signedUp.user.id,
      'x-actor-roles': '',
    });
    writeSection(
      'notifications',
      [
        '## GET /api/v1/notifications',
        '',
        machineLine(),
        `A signed-in developer's feed with ${feed.json.length} visible announcements (${ANNOUNCEMENTS} created by the run; ${feed.text.length} bytes of JSON),`,
        `autocannon with ${CONNECTIONS} connections for ${DURATION_S} s after a ${WARMUP_S} s warm-up, over loopback, everything on the same machine.`,
        '',
        ...TABLE_HEAD,
        row('gateway (session, read-your-writes check, projection)', gatewayResult),
        row('projection alone (internal call, same query; no gateway)', projectionResult),
        row('bare Fastify route, same JSON', bareResult),
        `| ratio gateway / bare | ${(gatewayResult.rps / bareResult.rps).toFixed(3)} | | ${(gatewayResult.p99 / Math.max(bareResult.p99, 1)).toFixed(1)}× | | |`,
      ].join('\n'),
    );
  } finally {
    bare?.stop();
    // The feed is shared: leave no benchmark announcement behind.
    for (const id of ids) await admin.call('DELETE', `/api/v1/admin/notifications/${id}`).catch(() => undefined);
  }
}
