// Demo announcements, so the Notifications page, the bell and the admin's list show something on a
// first look. Posted by the demo admin through the public API, once per data directory (a marker in
// .data), so announcements the admin deletes later do not come back on the next start.
import fs from 'node:fs';
import path from 'node:path';
import { DATA } from './config.mjs';
import { ok, warn } from './log.mjs';
import { call, signedIn, signedOut } from './seed-client.mjs';

const DEMO_ADMIN = 'admin@example.com';
const MARKER = path.join(DATA, 'seeded', 'announcements');

/** Oldest first: the feed lists the newest on top, so the welcome note is posted last. */
const ANNOUNCEMENTS = [
  {
    title: 'Keep client secrets out of source code',
    summary: 'A client secret in a repository or a mobile app is a leaked secret: reset it and store the new one server-side.',
    body: [
      'Client secrets authenticate your app to the platform. Anyone who has one can act as your app.',
      '',
      '- Keep secrets in your server configuration or a secrets manager, never in source code or a client-side bundle.',
      '- A secret is shown once, when it is generated; the portal stores only its hash.',
      "- If a secret may have leaked, generate a new one on the app's **OAuth Credentials** tab: the old one stops working at once.",
    ].join('\n'),
    critical: true,
    draft: false,
  },
  {
    title: 'Monthly sandbox maintenance',
    summary: 'Sandbox companies may answer slowly for up to 30 minutes during the monthly maintenance window.',
    body: [
      'Once a month the sandbox environments are refreshed. During the window, requests to sandbox companies may be slow',
      'or answer 503 with a `Retry-After` header; production is not affected.',
      '',
      'Retry with backoff, and keep integration tests that run against a sandbox outside the window.',
    ].join('\n'),
    critical: false,
    draft: false,
  },
  {
    title: 'Welcome to the developer portal',
    summary: 'Read the REST API reference, create an app for OAuth credentials and a sandbox, then list it on the Marketplace.',
    body: [
      'Everything you need to build an integration with the platform is here:',
      '',
      '1. **Reference**: authentication, pagination, errors and every endpoint, with a changelog.',
      '2. **My apps**: create an app to get OAuth credentials and a sandbox company to build against.',
      '3. **Versions**: describe your app in a manifest and submit it for review.',
      '4. **Marketplace Listing**: tell customers what your app does; the provider reviews it before it is published.',
    ].join('\n'),
    critical: false,
    draft: false,
  },
];

export async function seedDemoAnnouncements(gatewayUrl) {
  if (fs.existsSync(MARKER)) return;
  let auth;
  try {
    auth = await signedIn(gatewayUrl, DEMO_ADMIN);
    if (auth instanceof Error) return warn(`demo announcements not seeded: ${auth.message}`);
    const listed = await call('GET', `${gatewayUrl}/api/v1/admin/notifications`, auth);
    if (listed.status !== 200) return warn(`demo announcements not seeded: listing them answered ${listed.status}`);
    const titles = new Set(listed.data.map((n) => n.title));
    for (const announcement of ANNOUNCEMENTS.filter((a) => !titles.has(a.title))) {
      const created = await call('POST', `${gatewayUrl}/api/v1/admin/notifications`, { ...auth, body: announcement });
      if (created.status !== 201) return warn(`demo announcements not seeded: "${announcement.title}" answered ${created.status}`);
    }
    fs.mkdirSync(path.dirname(MARKER), { recursive: true });
    fs.writeFileSync(MARKER, `${new Date().toISOString()}\n`);
    ok(`${ANNOUNCEMENTS.length} demo announcements posted by ${DEMO_ADMIN}`);
  } catch (error) {
    warn(`demo announcements not seeded: ${error.message}`);
  } finally {
    await signedOut(gatewayUrl, auth);
  }
}
