// The notifications feed and the bell through the gateway (signed-in developers, 50 announcements)
// next to the projection alone and a bare Fastify route returning the same JSON, in the same run.
// The bell has no call of its own: the web client counts the unread and shows the latest 3 of the
// same GET /api/v1/notifications answer, measured for a developer who has read some of them.
import { CONNECTIONS, DURATION_S, INTERNAL_TOKEN, PROJECTION, GATEWAY, TABLE_HEAD, WARMUP_S } from './lib/harness.mjs';
import { client, eventually, machineLine, measure, row, signedIn, startBareServer, writeSection } from './lib/harness.mjs';

const ANNOUNCEMENTS = 50;
const READ_BY_BELL_USER = 3;
const ROUTE = '/api/v1/notifications';

const signUp = async (label) => {
  const developer = client();
  const { json } = await developer.call('POST', '/api/v1/sign_up', {
    firstName: 'Bench',
    lastName: label,
    email: `bench-${label.toLowerCase()}-${Date.now().toString(36)}${process.pid}@example.com`,
    password: 'Str0ng!password',
    passwordConfirmation: 'Str0ng!password',
  });
  return { developer, id: json.user.id };
};

/** The gateway, then its bare peer with the very same body, one after the other. */
const gatewayAndPeer = async (developer, body) => {
  const bare = await startBareServer(body, ROUTE);
  try {
    const peer = await measure(bare.url);
    const gateway = await measure(new URL(ROUTE, GATEWAY).toString(), { cookie: developer.cookie() });
    return { gateway, peer };
  } finally {
    bare.stop();
  }
};

const ratio = (label, { gateway, peer }) =>
  `| ratio ${label} gateway / bare | ${(gateway.rps / peer.rps).toFixed(3)} | | ${(gateway.p99 / Math.max(peer.p99, 1)).toFixed(1)}× | | |`;

export default async function bench() {
  const admin = await signedIn('admin@example.com');
  const feedUser = await signUp('Feed');
  const bellUser = await signUp('Bell');
  const ids = [];
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
      feed = await feedUser.developer.call('GET', ROUTE);
      return ids.every((id) => feed.json.some((n) => n.id === id));
    });
    for (const id of ids.slice(-READ_BY_BELL_USER)) await bellUser.developer.call('PATCH', `${ROUTE}/${id}`);
    let bell = null;
    await eventually(async () => {
      bell = await bellUser.developer.call('GET', ROUTE);
      return ids.every((id) => bell.json.some((n) => n.id === id)) && bell.json.filter((n) => n.read_at).length >= READ_BY_BELL_USER;
    });

    const feedRun = await gatewayAndPeer(feedUser.developer, feed.text);
    const bellRun = await gatewayAndPeer(bellUser.developer, bell.text);
    const projection = await measure(new URL('/notifications', PROJECTION).toString(), {
      'x-internal-token': INTERNAL_TOKEN,
      'x-actor-id': feedUser.id,
      'x-actor-roles': '',
    });
    const unread = bell.json.filter((n) => !n.read_at).length;
    writeSection(
      'notifications',
      [
        '## GET /api/v1/notifications (the feed and the bell)',
        '',
        machineLine(),
        `Signed-in developers' feeds with ${feed.json.length} visible announcements (${ANNOUNCEMENTS} created by the run; ${feed.text.length} bytes of JSON);`,
        `the bell is the same call (the web client shows the unread count, here ${unread}, and the latest 3), for a developer who has read ${READ_BY_BELL_USER}.`,
        `autocannon with ${CONNECTIONS} connections for ${DURATION_S} s after a ${WARMUP_S} s warm-up, over loopback, everything on the same machine;`,
        'each gateway row is measured right after its bare peer.',
        '',
        ...TABLE_HEAD,
        row('feed: gateway (session, read-your-writes check, cached answer)', feedRun.gateway),
        row('feed: bare Fastify route, same JSON', feedRun.peer),
        ratio('feed', feedRun),
        row('bell: gateway (same call, another developer with reads)', bellRun.gateway),
        row('bell: bare Fastify route, same JSON', bellRun.peer),
        ratio('bell', bellRun),
        row('projection alone (internal call; visible list from memory, read state by _id)', projection),
      ].join('\n'),
    );
  } finally {
    // The feed is shared: leave no benchmark announcement behind.
    for (const id of ids) await admin.call('DELETE', `/api/v1/admin/notifications/${id}`).catch(() => undefined);
  }
}
