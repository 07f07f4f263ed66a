// Apps as creating one writes them (the app stream and its sandbox stream in the apps store), each
// sandbox already live, some apps deleted; and the OAuth clients identity registers in reaction
// (production client = the app's uid, one client per live sandbox), deleted with their app.
//
// Identity's clients commit first: when identity's consumer then reads apps.app.created and
// apps.sandbox.built, it finds the client registered and decides nothing (its registration is
// idempotent), and apps.app.deleted finds no live client left, exactly as after a redelivery.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { appName, between, later, skewedIndex } from './people.mjs';
import { appDecider, appendChecked, appStreamId, decideAll, insertRows, oauthClientDecider, oauthClientStreamId } from './write-path.mjs';
import { sandboxDecider, sandboxStreamId } from './write-path.mjs';

const DELETED_SHARE = 0.06;
const SANDBOX_BASE_URL = process.env.SANDBOX_BASE_URL ?? 'https://sandbox.portal.example.com';

/** The apps service's formats: a URL-safe random client id, sandbox credentials as a build returns them. */
const clientId = () => randomBytes(24).toString('base64url');
const sandboxCredentials = () => {
  const companyId = String(randomInt(100000, 999999999));
  return { clientId: clientId(), companyId, url: `${SANDBOX_BASE_URL}/${companyId}`, platformAppId: randomBytes(8).toString('hex') };
};

const registration = (clientIdValue, appId, environment, sandboxId, ownerId, at, deletedAt) => {
  const commands = [
    {
      type: 'RegisterClient',
      clientId: clientIdValue,
      appId,
      environment,
      sandboxId,
      clientType: 'confidential',
      redirectUris: [],
      allowedCorsDomains: [],
      ownerId,
      at,
    },
  ];
  if (deletedAt) commands.push({ type: 'DeleteClient', at: later(deletedAt, 1000) });
  return decideAll(oauthClientDecider, commands);
};

const appOf = (random, owners, now) => {
  const owner = owners[skewedIndex(random, owners.length)];
  const appId = randomUUID();
  const sandboxId = randomUUID();
  const uid = clientId();
  const createdAt = between(random, owner.signedUpAt, now);
  const builtAt = later(createdAt, 5000 + Math.floor(random() * 600_000));
  const deletedAt = random() < DELETED_SHARE ? between(random, builtAt, now) : null;
  const credentials = sandboxCredentials();
  const appCommands = [
    { type: 'CreateApp', appId, uid, ownerId: owner.developerId, internalName: appName(random), sandboxId, at: createdAt },
  ];
  if (deletedAt) appCommands.push({ type: 'DeleteApp', at: deletedAt });
  const sandboxCommands = [
    { type: 'RequestSandbox', sandboxId, appId, at: createdAt },
    { type: 'BuildSandbox', credentials, fake: false, at: builtAt },
  ];
  return {
    appId,
    ownerId: owner.developerId,
    app: decideAll(appDecider, appCommands).events,
    sandbox: decideAll(sandboxDecider, sandboxCommands).events,
    clients: [
      registration(uid, appId, 'production', null, owner.developerId, later(createdAt, 800), deletedAt),
      registration(credentials.clientId, appId, 'sandbox', sandboxId, null, later(builtAt, 800), deletedAt),
    ],
  };
};

/** The `oauth_clients` row identity's repository keeps in the transaction of each client event. */
const clientRow = (c) => ({
  client_id: c.clientId,
  app_id: c.appId,
  environment: c.environment,
  sandbox_id: c.sandboxId,
  client_type: c.clientType,
  grant_types: c.grantTypes,
  redirect_uris: c.redirectUris,
  cors_origins: c.allowedCorsDomains,
  reset_count: c.resetCount,
  grace_ends_at: c.graceEndsAt,
  deleted_at: c.deleted ? new Date().toISOString() : null,
});

const writeClientRows = async (client, apps) => {
  const rows = apps.flatMap((a) => a.clients.map((c) => clientRow(c.state)));
  await insertRows(
    client,
    'oauth_clients',
    {
      client_id: 'text',
      app_id: 'text',
      environment: 'text',
      sandbox_id: 'text',
      client_type: 'text',
      grant_types: 'jsonb',
      redirect_uris: 'jsonb',
      cors_origins: 'jsonb',
      reset_count: 'integer',
      grace_ends_at: 'timestamptz',
      deleted_at: 'timestamptz',
    },
    rows,
  );
  // What identity's registration records for the owner (AppRoles.set), so secrets can be managed.
  await insertRows(
    client,
    'oauth_app_roles',
    { app_id: 'text', developer_id: 'text', role: 'text' },
    apps.map((a) => ({ app_id: a.appId, developer_id: a.ownerId, role: 'owner' })),
    'ON CONFLICT (app_id, developer_id) DO NOTHING',
  );
};

/** One batch: identity's clients, then the apps' streams. Returns both stores' envelopes. */
export const seedApps = async ({ identityPool, appsPool, random, owners, count, context }) => {
  const now = Date.now();
  const apps = Array.from({ length: count }, () => appOf(random, owners, now));
  const identity = await appendChecked(
    identityPool,
    'identity',
    apps.flatMap((a) => a.clients.map((c) => ({ streamId: oauthClientStreamId(c.state.clientId), events: c.events }))),
    { context, inTransaction: (client) => writeClientRows(client, apps) },
  );
  const appsEnvelopes = await appendChecked(
    appsPool,
    'apps',
    apps.flatMap((a) => [
      { streamId: appStreamId(a.appId), events: a.app, context: { ...context, actorId: a.ownerId } },
      { streamId: sandboxStreamId(a.app[0].data.sandboxId), events: a.sandbox },
    ]),
    { context },
  );
  return {
    identity,
    apps: appsEnvelopes,
    clients: apps.length * 2,
    deleted: apps.filter((a) => a.app.length > 1).length,
  };
};
