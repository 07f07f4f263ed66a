import { validListing } from '@portal/contracts/src/rules/marketplace/listing.fixtures.testing';
import { loadOpenApiDocument } from '@portal/contracts';
import { expectedStatus, loadAccessRules, operationsOf, type DocumentOperation, type Role } from '@portal/contracts/src/authz/access-rules';
import {
  ApiSession,
  authenticatorCode,
  configuredManifest,
  DEMO_PASSWORD,
  eventually,
  mailsTo,
  productionVersionId,
  signedInAdmin,
  SoftwareSecurityKey,
  solidPng,
  STRONG_PASSWORD,
  testEnv,
  tinyMp4,
  type ApiResponse,
  uniqueEmail,
  uniqueId,
} from '@portal/test-kit';

/**
 * Walks docs/authorization-matrix.md: every operation of the OpenAPI document × every role, each request
 * built from the document with the owner's objects, and compares the answer with the expected status
 * class of contracts/authz/access-rules.yaml. Refused roles go first and must change nothing; an allowed
 * role whose call destroys or hands over what others check gets its own app ("world").
 */

const ROLES: Role[] = [
  'anonymous',
  'developer',
  'other-developer',
  'collaborator-developer',
  'collaborator-admin',
  'owner',
  'employee',
  'admin',
];

interface Account {
  email: string;
  password: string;
  id: string;
  session: ApiSession;
}

/** One app of the owner with a developer and an admin collaborator; other objects are made on first use. */
interface World {
  app: { id: string; uid: string; sandboxId: string };
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
}

interface Call {
  path: string;
  body?: unknown;
  form?: () => FormData;
  headers?: Record<string, string>;
  /** A session of the same account that this call alone uses (it signs in, out or up). */
  ownSession?: boolean;
  /** An account of the role that this call alone uses (it ends the account's other sessions); ignored for anonymous. */
  account?: Account;
}

interface Context {
  role: Role;
  world: World;
  /** Memo shared by every role's call of one operation (an invitation they all try, say). */
  op: Map<string, Promise<unknown>>;
}

interface Fixture {
  call: (ctx: Context) => Call | Promise<Call>;
  /** Allowed roles each get a fresh world, refused roles share one: the call deletes or hands over the app. */
  isolate?: boolean;
}

let accounts: Record<Exclude<Role, 'anonymous'>, Account>;
let main: World;
let published: { appId: string; logoKey: string };
let notificationId: string;
let bucket: Promise<string> | undefined;
/** The bucket the update walks, made on first use. */
const sharedBucket = (): Promise<string> => (bucket ??= newBucket());

// ---------------------------------------------------------------------------------------------- set-up

const signIn = async (email: string, password: string): Promise<ApiSession> => {
  const session = new ApiSession();
  const response = await session.signIn(email, password);
  if (response.status !== 200) throw new Error(`set-up: signing in ${email} answered ${response.status}`);
  return session;
};

const signUp = async (prefix: string): Promise<Account> => {
  const email = uniqueEmail(prefix);
  const session = new ApiSession();
  const response = await session.signUp(email, STRONG_PASSWORD);
  if (response.status !== 201) throw new Error(`set-up: signing up ${email} answered ${response.status}`);
  return { email, password: STRONG_PASSWORD, id: response.body.user.id, session };
};

/** A developer of this test made an employee by the admin (the demo employee may be locked by another suite's wrong passwords). */
const newEmployee = async (admin: ApiSession): Promise<Account> => {
  const account = await signUp('matrix-employee');
  const granted = await admin.request('PATCH', `/api/v1/admin/developers/${account.id}`, { body: { developer: { is_employee: true } } });
  if (granted.status !== 200) throw new Error(`set-up: making ${account.email} an employee answered ${granted.status}`);
  // A new session carries the role from the start.
  return { ...account, session: await signIn(account.email, account.password) };
};

/**
 * A fresh account with the role's standing (admin and employee granted by the demo admin): ending "every other
 * session" of a shared account would end the sessions other calls and suites are using.
 */
const isolatedAccount = async (role: Exclude<Role, 'anonymous'>): Promise<Account> => {
  if (role === 'employee') return newEmployee(accounts.admin.session);
  const account = await signUp(`matrix-isolated-${role}`);
  if (role !== 'admin') return account;
  const granted = await accounts.admin.session.request('PATCH', `/api/v1/admin/developers/${account.id}`, {
    body: { developer: { is_admin: true } },
  });
  if (granted.status !== 200) throw new Error(`set-up: making ${account.email} an admin answered ${granted.status}`);
  return { ...account, session: await signIn(account.email, account.password) };
};

/** The id of a second session of the account (signed in for the call to end). */
const secondSessionId = async (account: Account): Promise<string> => {
  const second = await signIn(account.email, account.password);
  const listed = await second.get<{ id: string; current: boolean }[]>('/api/v1/me/sessions');
  return listed.body.find((s) => s.current)!.id;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends until the answer is not a 503 (a dependency another suite is restarting answers 503 with
 * Retry-After for a while) nor, when `conflicts`, a 409 (another call changed the same app just before).
 */
const retried = async <T>(request: () => Promise<ApiResponse<T>>, conflicts: boolean): Promise<ApiResponse<T>> => {
  for (let attempt = 1; ; attempt++) {
    const answer = await request();
    if (attempt === 30 || !(answer.status === 503 || (conflicts && answer.status === 409))) return answer;
    await pause(answer.status === 503 ? 2000 : 100);
  }
};

/** A set-up call that must succeed. */
const must = async <T>(what: string, request: () => Promise<ApiResponse<T>>, ...ok: number[]): Promise<T> => {
  const answer = await retried(request, !ok.includes(409));
  if (!ok.includes(answer.status)) throw new Error(`set-up: ${what} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

const invitationToken = async (email: string, invitationId: string): Promise<string> => {
  const mail = await eventually(
    async () => (await mailsTo(email)).find((m) => m.text.includes(`/invitations/${invitationId}/accept`)),
    40000,
    250,
  );
  return decodeURIComponent(new RegExp(`/invitations/${invitationId}/accept\\?token=([^\\s"&<]+)`).exec(mail.text)![1]!);
};

const join = async (appId: string, member: Account, role: 'developer' | 'admin') => {
  const invitation = await must(
    `inviting ${role}`,
    () => accounts.owner.session.post<{ id: string }>('/api/v1/invitations', { developer_app_id: appId, email: member.email, role }),
    201,
  );
  const token = await invitationToken(member.email, invitation.id);
  await must(`accepting as ${role}`, () => member.session.post(`/api/v1/invitations/${invitation.id}/acceptance`, { token }), 200);
};

const newWorld = async (): Promise<World> => {
  const app = await must(
    'creating an app',
    () =>
      accounts.owner.session.post<{ id: string; uid: string; sandbox: { id: string } }>('/api/v1/developer_apps', {
        internal_name: uniqueId('Matrix app '),
      }),
    201,
  );
  await join(app.id, accounts['collaborator-developer'], 'developer');
  await join(app.id, accounts['collaborator-admin'], 'admin');
  const made = new Map<string, Promise<unknown>>();
  return {
    app: { id: app.id, uid: app.uid, sandboxId: app.sandbox.id },
    once: <T>(key: string, make: () => Promise<T>): Promise<T> => {
      if (!made.has(key)) made.set(key, make());
      return made.get(key) as Promise<T>;
    },
  };
};

const mediaForm = (kind: string, bytes: Buffer, filename: string) => () => {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  return form;
};

const LOGO = solidPng(200, 200);
const SCREENSHOT = solidPng(1280, 720);

const uploadMedia = async (session: ApiSession, appId: string, kind: string, bytes: Buffer, filename: string) =>
  must(
    `uploading ${filename}`,
    () => session.sendForm<{ id: string; url: string }>('POST', `/api/v1/submissions/${appId}/media`, mediaForm(kind, bytes, filename)()),
    201,
  );

const listingOf = (world: World) =>
  world.once('listing', () =>
    must(
      'creating the listing',
      () =>
        accounts.owner.session.post(`/api/v1/developer_apps/${world.app.id}/submissions`, {
          submission: { public_name: uniqueId('Matrix ') },
        }),
      201,
    ),
  );

/** A published listing of its own app (the catalog, installs and public media need one). */
const publishListing = async (): Promise<{ appId: string; logoKey: string }> => {
  const owner = accounts.owner.session;
  const app = await must(
    'creating the listed app',
    () => owner.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Matrix listed ') }),
    201,
  );
  await must(
    'creating its listing',
    () => owner.post(`/api/v1/developer_apps/${app.id}/submissions`, { submission: { public_name: 'Matrix listed' } }),
    201,
  );
  const logo = await uploadMedia(owner, app.id, 'logo', LOGO, 'logo.png');
  for (const n of [1, 2, 3]) await uploadMedia(owner, app.id, 'picture', SCREENSHOT, `shot-${n}.png`);
  await uploadMedia(owner, app.id, 'showcase_video', tinyMp4(1280, 720), 'demo.mp4');
  await must(
    'submitting the listing',
    async () =>
      owner.request('PATCH', `/api/v1/submissions/${app.id}`, {
        body: {
          submission: {
            ...validListing,
            app_version_id: await productionVersionId(owner, app.id),
            public_name: uniqueId('Matrix listed '),
            state: 'in_review',
          },
        },
      }),
    200,
  );
  await must(
    'approving the listing',
    () =>
      accounts.admin.session.request('PATCH', `/api/v1/admin/submissions/${app.id}`, {
        body: { submission: { state: 'published', silent: true } },
      }),
    200,
  );
  return { appId: app.id, logoKey: logo.url.split('/').pop()! };
};

const thumbnailOf = (world: World) =>
  world.once('thumbnail', async () => {
    const form = new FormData();
    form.append('developer_app[thumbnail]', new Blob([new Uint8Array(LOGO)], { type: 'image/png' }), 'logo.png');
    const changed = await must(
      'setting a logo',
      () => accounts.owner.session.sendForm<{ thumbnail_url: string }>('PATCH', `/api/v1/developer_apps/${world.app.id}`, form),
      200,
    );
    return changed.thumbnail_url.split('/').pop()!;
  });

/** A contact the admin added to the world's app (the contact routes need one to change or remove). */
const addContact = async (world: World, email: string): Promise<string> =>
  (
    await must(
      `adding the contact ${email}`,
      () => accounts.admin.session.post<{ id: string }>(`/api/v1/admin/developer_apps/${world.app.id}/contacts`, { name: 'Matrix', email }),
      201,
    )
  ).id;

const contactOf = (world: World) => world.once('contact', () => addContact(world, 'matrix-contact@example.com'));

const sandboxVersion = (world: World) =>
  world.once('sandbox-version', async () => {
    const created = await must(
      'creating a sandbox version',
      () =>
        accounts.owner.session.post<{ manifest: { id: string } }>('/api/v1/app_versioned_manifests', {
          developer_app_id: world.app.id,
          environment_type: 'Sandbox',
          configured_manifest_content: configuredManifest(),
        }),
      201,
    );
    return created.manifest.id;
  });

const productionVersion = (world: World) =>
  world.once('production-version', async () => {
    const source = await sandboxVersion(world);
    const promoted = await must(
      'promoting it',
      () =>
        accounts.owner.session.post<{ app_version_promotion: { manifest: { id: string } } }>('/api/v1/app_version_promotions', {
          app_version_promotion: { source_app_version_id: source, changelog: 'First release' },
        }),
      201,
    );
    return promoted.app_version_promotion.manifest.id;
  });

const liveSandbox = (world: World) =>
  world.once('live-sandbox', () =>
    must('faking a live sandbox', () => accounts.admin.session.post(`/api/v1/developer_apps/${world.app.id}/fake_sandbox`), 201, 409),
  );

/** Every announcement the walk made, deleted after it: the feed is every developer's. */
const announcements: string[] = [];
/** A visible one for the developer routes, or a draft (never in anyone's feed) for the delete cells, one per role. */
const adminNotification = async (draft = false): Promise<string> => {
  const { id } = await must(
    'creating an announcement',
    () =>
      accounts.admin.session.post<{ id: string }>('/api/v1/admin/notifications', {
        title: uniqueId('Matrix '),
        summary: 'Authorization matrix',
        body: 'Created by the authorization matrix test.',
        critical: false,
        draft,
      }),
    201,
  );
  announcements.push(id);
  return id;
};

const QUOTA_SERVER = 'Production_US01';
/** A bucket of a domain of its own (one per call), with a limit nothing here reaches. */
const matrixBucket = () => ({
  data: {
    name: 'Matrix',
    domain: uniqueId('matrix-'),
    client_id: '',
    company_id: '*',
    bucket_templates: [{ name: 'main', fill_type: 'count', interval_ms: 3_600_000, limit: 7200 }],
    ids: {},
  },
});
const newBucket = async (): Promise<string> =>
  (
    await must(
      'creating a bucket',
      () =>
        accounts.admin.session.post<{ data: { id: string } }>(`/api/v1/admin/quota_minder_servers/${QUOTA_SERVER}/buckets`, matrixBucket()),
      201,
    )
  ).data.id;

const installation = async (): Promise<string> =>
  (
    await must(
      'installing',
      () =>
        accounts.owner.session.post<{ installation_id: string }>(`/api/v1/marketplace/listings/${published.appId}/installations`, {
          company_name: uniqueId('Matrix Co '),
          demo: true,
        }),
      201,
    )
  ).installation_id;

// -------------------------------------------------------------------------------------------- fixtures

const app = (ctx: Context) => ctx.world.app.id;
const byApp = (ctx: Context) => `developer_app_id=${app(ctx)}`;
const opOnce = <T>(ctx: Context, key: string, make: () => Promise<T>): Promise<T> => {
  if (!ctx.op.has(key)) ctx.op.set(key, make());
  return ctx.op.get(key) as Promise<T>;
};
const credentials = (ctx: Context) => {
  const account = ctx.role === 'anonymous' ? accounts.owner : accounts[ctx.role];
  return { email: account.email, password: account.password };
};

/** Turns two-step verification on for the account (the matrix never signs it in past the password). */
const withTwoStep = async (account: Account): Promise<Account> => {
  const setup = await must(
    'setting up two-step verification',
    () => account.session.post<{ secret: string }>('/api/v1/me/two_factor/setup'),
    200,
  );
  await must(
    'turning two-step verification on',
    () => account.session.post('/api/v1/me/two_factor', { code: authenticatorCode(setup.secret), currentPassword: account.password }),
    200,
  );
  return account;
};
const twoFactorAccount = async (): Promise<Account> => withTwoStep(await signUp('matrix-2fa'));

/** A fresh sign-in challenge (the password step's answer) for this operation's account with two-step verification on. */
const signInChallenge = async (ctx: Context): Promise<string> => {
  const account = await opOnce(ctx, 'two-factor', () => twoFactorAccount());
  const step = await new ApiSession().post<{ challenge: string }>('/api/v1/session', { email: account.email, password: STRONG_PASSWORD });
  if (step.status !== 202) throw new Error(`set-up: the password step answered ${step.status}`);
  return step.body.challenge;
};

/** The id of a security key added to the account (two-step verification turned on first). */
const securityKeyOf = async (account: Account): Promise<string> => {
  await withTwoStep(account);
  const options = await must(
    'asking for security key options',
    () => account.session.post<{ challenge: string }>('/api/v1/me/security_key_registrations'),
    200,
  );
  const credential = new SoftwareSecurityKey(testEnv.publicUrl).register(options);
  const added = await must(
    'adding a security key',
    () =>
      account.session.post<{ id: string }>('/api/v1/me/security_keys', {
        name: 'Matrix key',
        currentPassword: account.password,
        credential,
      }),
    201,
  );
  return added.id;
};

const FIXTURES: Record<string, Fixture> = {
  signUp: {
    call: () => ({
      path: '/api/v1/sign_up',
      body: {
        firstName: 'Matrix',
        lastName: 'Walker',
        email: uniqueEmail('matrix'),
        password: STRONG_PASSWORD,
        passwordConfirmation: STRONG_PASSWORD,
      },
      ownSession: true,
    }),
  },
  signIn: { call: (ctx) => ({ path: '/api/v1/session', body: credentials(ctx), ownSession: true }) },
  signOut: { call: () => ({ path: '/api/v1/session', ownSession: true }) },
  signOutOtherSessions: {
    call: async (ctx) =>
      ctx.role === 'anonymous'
        ? { path: '/api/v1/me/sessions' }
        : { path: '/api/v1/me/sessions', account: await isolatedAccount(ctx.role) },
  },
  signOutSession: {
    call: async (ctx) => {
      if (ctx.role === 'anonymous') return { path: '/api/v1/me/sessions/some-session' };
      const account = await isolatedAccount(ctx.role);
      return { path: `/api/v1/me/sessions/${await secondSessionId(account)}`, account };
    },
  },
  confirmEmail: { call: () => ({ path: '/api/v1/email_confirmations', body: { token: 'not-a-token' } }) },
  reportClientError: { call: () => ({ path: '/api/v1/client_errors', body: { message: 'authorization matrix', kind: 'crash' } }) },
  getAdminDeveloper: { call: () => ({ path: `/api/v1/admin/developers/${accounts.owner.id}` }) },
  listDeveloperSecurityEvents: { call: () => ({ path: `/api/v1/admin/developers/${accounts.owner.id}/security_events` }) },
  listDeveloperSessions: { call: () => ({ path: `/api/v1/admin/developers/${accounts.owner.id}/sessions` }) },
  // A developer of this call alone: the walk's accounts keep their sessions.
  endDeveloperSessions: {
    call: async (ctx) => ({ path: `/api/v1/admin/developers/${(await opOnce(ctx, 'target', () => signUp('matrix-target'))).id}/sessions` }),
  },
  resetDeveloperTwoFactor: {
    call: async (ctx) => ({
      path: `/api/v1/admin/developers/${(await opOnce(ctx, 'target', () => signUp('matrix-2fa-target'))).id}/two_factor`,
    }),
  },
  // A fresh challenge per call, for an account of this operation with two-step verification on; a blank code is
  // refused (422) without counting as a guess.
  completeSignInWithCode: {
    call: async (ctx) => ({
      path: '/api/v1/session/two_factor',
      body: { challenge: await signInChallenge(ctx), code: '' },
      ownSession: true,
    }),
  },
  // 409 (no key on this account) is a refusal on content: the route itself is open to every caller.
  startSecurityKeySignIn: {
    call: async (ctx) => ({
      path: '/api/v1/session/security_key_challenges',
      body: { challenge: await signInChallenge(ctx) },
      ownSession: true,
    }),
  },
  // Each role removes a key of its own (an account of this call alone, so the walk's accounts keep signing in with a password).
  removeSecurityKey: {
    call: async (ctx) => {
      if (ctx.role === 'anonymous') return { path: '/api/v1/me/security_keys/00000000-0000-4000-8000-000000000000' };
      const account = await isolatedAccount(ctx.role);
      return { path: `/api/v1/me/security_keys/${await securityKeyOf(account)}`, account };
    },
  },
  changeAdminDeveloper: {
    call: () => ({ path: `/api/v1/admin/developers/${accounts.owner.id}`, body: { developer: { company_name: 'Matrix Co' } } }),
  },
  createDeveloperApp: { call: () => ({ path: '/api/v1/developer_apps', body: { internal_name: uniqueId('Matrix own ') } }) },
  updateDeveloperApp: {
    call: (ctx) => ({ path: `/api/v1/developer_apps/${app(ctx)}`, body: { developer_app: { internal_name: `Matrix ${ctx.role}` } } }),
  },
  deleteDeveloperApp: { isolate: true, call: (ctx) => ({ path: `/api/v1/developer_apps/${app(ctx)}` }) },
  requestSandbox: { isolate: true, call: (ctx) => ({ path: `/api/v1/developer_apps/${app(ctx)}/sandbox_requests` }) },
  transferOwnership: {
    isolate: true,
    call: (ctx) => ({
      path: `/api/v1/developer_apps/${app(ctx)}/ownership_transfers`,
      body: { collaborator_id: accounts['collaborator-developer'].id },
    }),
  },
  getDeveloperAppPermissions: { call: (ctx) => ({ path: `/api/v1/developer_app_permissions?${byApp(ctx)}` }) },
  getDeveloperAppThumbnail: { call: async (ctx) => ({ path: `/api/v1/developer_app_thumbnails/${await thumbnailOf(ctx.world)}` }) },
  listCollaborators: { call: (ctx) => ({ path: `/api/v1/collaborators?${byApp(ctx)}` }) },
  // Sets the developer collaborator's role to what it is: allowed roles pass the check and change nothing.
  updateCollaborators: {
    call: (ctx) => ({
      path: '/api/v1/collaborators',
      body: { developer_app_id: app(ctx), collaborators: [{ id: accounts['collaborator-developer'].id, role: 'developer' }] },
    }),
  },
  removeCollaborator: {
    isolate: true,
    call: (ctx) => ({ path: `/api/v1/collaborators/${accounts['collaborator-developer'].id}?${byApp(ctx)}` }),
  },
  listInvitations: { call: (ctx) => ({ path: `/api/v1/invitations?${byApp(ctx)}` }) },
  inviteCollaborator: {
    call: (ctx) => ({
      path: '/api/v1/invitations',
      body: { developer_app_id: app(ctx), email: uniqueEmail('matrix-invitee'), role: 'developer' },
    }),
  },
  cancelInvitation: {
    call: async (ctx) => {
      const invitation = await must(
        'inviting',
        () =>
          accounts.owner.session.post<{ id: string }>('/api/v1/invitations', {
            developer_app_id: app(ctx),
            email: uniqueEmail('matrix-cancel'),
            role: 'developer',
          }),
        201,
      );
      return { path: `/api/v1/invitations/${invitation.id}`, body: { developer_app_id: app(ctx), invitation: { status: 'canceled' } } };
    },
  },
  // The link's token is the key, whoever reads it (the accept page before anyone signs in).
  getInvitationAcceptance: {
    call: async (ctx) => {
      const { id, token } = await opOnce(ctx, 'invitation', async () => {
        const email = uniqueEmail('matrix-preview');
        const invitation = await must(
          'inviting',
          () =>
            accounts.owner.session.post<{ id: string }>('/api/v1/invitations', { developer_app_id: app(ctx), email, role: 'developer' }),
          201,
        );
        return { id: invitation.id, token: await invitationToken(email, invitation.id) };
      });
      return { path: `/api/v1/invitations/${id}/acceptance?token=${encodeURIComponent(token)}` };
    },
  },
  // Addressed to the developer role: every other session tries the right token first and is refused.
  acceptInvitation: {
    call: async (ctx) => {
      const { id, token } = await opOnce(ctx, 'invitation', async () => {
        const appId = (
          await must(
            'creating an app',
            () => accounts.owner.session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Matrix invite ') }),
            201,
          )
        ).id;
        const invitation = await must(
          'inviting the developer',
          () =>
            accounts.owner.session.post<{ id: string }>('/api/v1/invitations', {
              developer_app_id: appId,
              email: accounts.developer.email,
              role: 'developer',
            }),
          201,
        );
        return { id: invitation.id, token: await invitationToken(accounts.developer.email, invitation.id) };
      });
      return { path: `/api/v1/invitations/${id}/acceptance`, body: { token } };
    },
  },
  updateSandbox: {
    call: async (ctx) => {
      await liveSandbox(ctx.world);
      return { path: `/api/v1/sandboxes/${ctx.world.app.sandboxId}`, body: { sandbox: { redirect_uri: 'https://matrix.example.com/cb' } } };
    },
  },
  resetSandboxSecret: {
    call: async (ctx) => {
      await liveSandbox(ctx.world);
      return { path: `/api/v1/sandboxes/${ctx.world.app.sandboxId}/reset_secret` };
    },
  },
  getOAuthApplication: { call: (ctx) => ({ path: `/api/v1/oauth_applications/${ctx.world.app.uid}` }) },
  resetOAuthApplicationSecret: {
    call: (ctx) => ({ path: `/api/v1/oauth_applications/${ctx.world.app.uid}/reset_secret`, body: { confirm: true } }),
  },
  rotateOAuthApplicationSecret: {
    call: (ctx) => ({ path: `/api/v1/oauth_applications/${ctx.world.app.uid}/rotate_secret`, body: { grace_hours: 1 } }),
  },
  revokeOldOAuthApplicationSecret: { call: (ctx) => ({ path: `/api/v1/oauth_applications/${ctx.world.app.uid}/revoke_old_secret` }) },
  adminUpdateDeveloperApp: {
    call: (ctx) => ({ path: `/api/v1/admin/developer_apps/${app(ctx)}`, body: { developer_app: { name: 'Matrix admin' } } }),
  },
  adminUpdateDeveloperAppLogo: {
    call: (ctx) => ({ path: `/api/v1/admin/developer_apps/${app(ctx)}`, body: { developer_app: { remove_thumbnail: true } } }),
  },
  adminAddDeveloperAppContact: {
    call: (ctx) => ({ path: `/api/v1/admin/developer_apps/${app(ctx)}/contacts`, body: { name: 'Matrix', email: 'matrix@example.com' } }),
  },
  adminChangeDeveloperAppContact: {
    call: async (ctx) => ({
      path: `/api/v1/admin/developer_apps/${app(ctx)}/contacts/${await contactOf(ctx.world)}`,
      body: { name: 'Matrix renamed' },
    }),
  },
  // Its own contact: the change above keeps the shared one.
  adminRemoveDeveloperAppContact: {
    call: async (ctx) => {
      const id = await ctx.world.once('contact-to-remove', () => addContact(ctx.world, 'matrix-removed@example.com'));
      return { path: `/api/v1/admin/developer_apps/${app(ctx)}/contacts/${id}` };
    },
  },
  adminChangeDeveloperAppOwner: {
    isolate: true,
    call: (ctx) => ({
      path: `/api/v1/admin/developer_apps/${app(ctx)}/owner`,
      body: { developer_id: accounts['collaborator-developer'].id },
    }),
  },
  getManifestSchema: { call: () => ({ path: '/api/v1/manifest_schemas/3' }) },
  getManifestSnippets: { call: () => ({ path: '/api/v1/manifest_templates/3/snippets' }) },
  validateManifest: {
    call: (ctx) => ({ path: `/api/v1/manifest_validations?${byApp(ctx)}&environment_type=sandbox`, body: { manifest: { content: {} } } }),
  },
  listManifestVersions: { call: (ctx) => ({ path: `/api/v1/manifests?filters[developer_app_id]=${app(ctx)}` }) },
  getManifestVersion: { call: async (ctx) => ({ path: `/api/v1/app_versioned_manifests/${await sandboxVersion(ctx.world)}` }) },
  diffManifestVersions: {
    call: async (ctx) => ({
      path: `/api/v1/app_versioned_manifests/${await productionVersion(ctx.world)}/diff?against=${await sandboxVersion(ctx.world)}`,
    }),
  },
  createSandboxManifestVersion: {
    call: (ctx) => ({
      path: '/api/v1/app_versioned_manifests',
      body: { developer_app_id: app(ctx), environment_type: 'Sandbox', configured_manifest_content: configuredManifest() },
    }),
  },
  // A new sandbox version per call, so an allowed promotion is not refused as "not newer than production".
  promoteManifestVersion: {
    call: async (ctx) => {
      const created = await must(
        'creating a sandbox version',
        () =>
          accounts.owner.session.post<{ manifest: { id: string } }>('/api/v1/app_versioned_manifests', {
            developer_app_id: app(ctx),
            environment_type: 'Sandbox',
            configured_manifest_content: configuredManifest(),
          }),
        201,
      );
      return {
        path: '/api/v1/app_version_promotions',
        body: { app_version_promotion: { source_app_version_id: created.manifest.id, changelog: 'Matrix' } },
      };
    },
  },
  updateAppVersion: {
    call: async (ctx) => ({
      path: `/api/v1/app_versions/${await productionVersion(ctx.world)}`,
      body: { app_version: { state: 'in_review' } },
    }),
  },
  rollBackProductionManifest: {
    call: async (ctx) => ({
      path: '/api/v1/app_version_rollbacks',
      body: { app_version_rollback: { target_app_version_id: await productionVersion(ctx.world), changelog: 'Matrix' } },
    }),
  },
  adminCreateAppVersion: {
    call: (ctx) => ({
      path: '/api/v1/app_versions',
      body: { app_version: { developer_app_id: app(ctx), environment_type: 'Sandbox', allow_empty: true } },
    }),
  },
  adminReviewAppVersion: {
    call: async (ctx) => ({
      path: `/api/v1/admin/app_versions/${await productionVersion(ctx.world)}`,
      body: { app_version: { state: 'confidential', admin_notes: 'Matrix' } },
    }),
  },
  adminPromoteManifestVersion: {
    call: async (ctx) => ({
      path: '/api/v1/admin/app_version_promotions',
      body: { app_version_promotion: { source_app_version_id: await sandboxVersion(ctx.world) } },
    }),
  },
  getMarketplaceReferenceList: { call: () => ({ path: '/api/v1/admin/marketplace_reference/regions' }) },
  // Puts back the list it read, under its ETag: allowed or not, nothing changes.
  replaceMarketplaceReferenceList: {
    call: async () => {
      const current = await accounts.admin.session.get<{ items: unknown[] }>('/api/v1/admin/marketplace_reference/regions');
      return {
        path: '/api/v1/admin/marketplace_reference/regions',
        body: { items: current.body.items },
        headers: { 'if-match': current.headers.get('etag') ?? '*' },
      };
    },
  },
  getListing: { call: async (ctx) => (await listingOf(ctx.world), { path: `/api/v1/developer_apps/${app(ctx)}/submission` }) },
  adminGetListing: { call: async (ctx) => (await listingOf(ctx.world), { path: `/api/v1/admin/developer_apps/${app(ctx)}/submission` }) },
  createListing: {
    isolate: true,
    call: (ctx) => ({ path: `/api/v1/developer_apps/${app(ctx)}/submissions`, body: { submission: { public_name: 'Matrix' } } }),
  },
  adminCreateListing: {
    isolate: true,
    call: (ctx) => ({ path: `/api/v1/admin/developer_apps/${app(ctx)}/submissions`, body: { submission: { public_name: 'Matrix' } } }),
  },
  updateListing: {
    call: async (ctx) => (
      await listingOf(ctx.world),
      { path: `/api/v1/submissions/${app(ctx)}`, body: { submission: { tagline: 'Matrix' } } }
    ),
  },
  adminUpdateListing: {
    call: async (ctx) => (
      await listingOf(ctx.world),
      { path: `/api/v1/admin/submissions/${app(ctx)}`, body: { submission: { tagline: 'Matrix' } } }
    ),
  },
  uploadListingMedia: {
    call: async (ctx) => (
      await listingOf(ctx.world),
      { path: `/api/v1/submissions/${app(ctx)}/media`, form: mediaForm('logo', LOGO, 'logo.png') }
    ),
  },
  adminUploadListingMedia: {
    call: async (ctx) => (
      await listingOf(ctx.world),
      { path: `/api/v1/admin/submissions/${app(ctx)}/media`, form: mediaForm('logo', LOGO, 'logo.png') }
    ),
  },
  // Each call removes a screenshot of its own (refused roles share one).
  removeListingMedia: {
    call: async (ctx) => {
      await listingOf(ctx.world);
      const media = await uploadMedia(accounts.owner.session, app(ctx), 'picture', SCREENSHOT, 'shot.png');
      return { path: `/api/v1/submissions/${app(ctx)}/media/${media.id}` };
    },
  },
  adminRemoveListingMedia: {
    call: async (ctx) => {
      await listingOf(ctx.world);
      const media = await uploadMedia(accounts.owner.session, app(ctx), 'picture', SCREENSHOT, 'shot.png');
      return { path: `/api/v1/admin/submissions/${app(ctx)}/media/${media.id}` };
    },
  },
  getListingMedia: { call: () => ({ path: `/api/v1/marketplace/media/${published.logoKey}` }) },
  getPublishedListing: { call: () => ({ path: `/api/v1/marketplace/listings/${published.appId}` }) },
  getListingAccess: {
    // Answered by the projection: a moment behind the listing's approval.
    call: async () => {
      const path = `/api/v1/marketplace/listings/${published.appId}/access`;
      await eventually(async () => (await new ApiSession().get(path)).status === 200, 20000);
      return { path };
    },
  },
  installApp: {
    call: () => ({
      path: `/api/v1/marketplace/listings/${published.appId}/installations`,
      body: { company_name: uniqueId('Matrix Co '), demo: true },
    }),
  },
  uninstallApp: { call: async () => ({ path: `/api/v1/marketplace/listings/${published.appId}/installations/${await installation()}` }) },
  // The matrix's listing takes no leads (contact us): a 409 after the access check, and no lead in anyone's CRM.
  requestLead: { call: () => ({ path: `/api/v1/marketplace/listings/${published.appId}/leads`, body: { company_name: 'Matrix Co' } }) },
  trackAnalyticsEvent: {
    call: () => ({ path: '/api/v1/analytics', body: { key: 'developers.app_metrics.download_csv.clicked', additional_properties: {} } }),
  },
  getAppMetrics: { call: (ctx) => ({ path: `/api/v1/developer_apps/${app(ctx)}/metrics` }) },
  getAdminAppMetrics: { call: (ctx) => ({ path: `/api/v1/admin/developer_apps/${app(ctx)}/metrics` }) },
  requestApiUsageReport: { call: (ctx) => ({ path: `/api/v1/developer_apps/${app(ctx)}/api_usage_reports` }) },
  getLatestApiUsageReport: { call: (ctx) => ({ path: `/api/v1/developer_apps/${app(ctx)}/api_usage_reports/latest` }) },
  getAppRateLimits: { call: (ctx) => ({ path: `/api/v1/developer_apps/${app(ctx)}/rate_limits` }) },
  getNotification: { call: () => ({ path: `/api/v1/notifications/${notificationId}` }) },
  markNotificationRead: { call: () => ({ path: `/api/v1/notifications/${notificationId}` }) },
  markNotificationsRead: { call: () => ({ path: '/api/v1/notification_reads', body: { notification_ids: [notificationId] } }) },
  adminCreateNotification: {
    call: () => ({
      path: '/api/v1/admin/notifications',
      body: { title: uniqueId('Matrix '), summary: 'Matrix', body: 'Matrix', critical: false, draft: true },
    }),
  },
  adminGetNotification: { call: () => ({ path: `/api/v1/admin/notifications/${notificationId}` }) },
  adminUpdateNotification: {
    call: () => ({ path: `/api/v1/admin/notifications/${notificationId}`, body: { summary: 'Authorization matrix' } }),
  },
  adminDeleteNotification: { call: async () => ({ path: `/api/v1/admin/notifications/${await adminNotification(true)}` }) },
  updateNotificationPreferences: { call: () => ({ path: '/api/v1/me/notification_preferences', body: { critical_emails: true } }) },
  unsubscribeFromCriticalEmails: { call: () => ({ path: '/api/v1/notification_preferences/unsubscribe', body: { token: 'not-a-token' } }) },
  listQuotaBuckets: { call: () => ({ path: `/api/v1/admin/quota_minder_servers/${QUOTA_SERVER}/buckets?domain=matrix-none` }) },
  createQuotaBucket: {
    call: () => ({
      path: `/api/v1/admin/quota_minder_servers/${QUOTA_SERVER}/buckets`,
      body: matrixBucket(),
    }),
  },
  updateQuotaBucket: {
    call: async () => ({
      path: `/api/v1/admin/quota_minder_servers/${QUOTA_SERVER}/buckets/${await sharedBucket()}`,
      body: { data: { name: 'Matrix', bucket_templates: [{ name: 'main', fill_type: 'count', interval_ms: 3_600_000, limit: 7000 }] } },
    }),
  },
  deleteQuotaBucket: { call: async () => ({ path: `/api/v1/admin/quota_minder_servers/${QUOTA_SERVER}/buckets/${await newBucket()}` }) },
  showResourceGroupDocument: { call: () => ({ path: '/api/v1/resource_groups/projects/openapi.json' }) },
};

/** An operation without a fixture: its path parameters name the owner's app, with no body. */
const fallback = (operation: DocumentOperation): Fixture => ({
  call: (ctx) => ({
    path: operation.path.replace(/\{[^}]+\}/g, app(ctx)),
    body: ['GET', 'DELETE'].includes(operation.method) ? undefined : {},
  }),
});

// ------------------------------------------------------------------------------------------------ walk

const sessionFor = async (role: Role, own: boolean): Promise<ApiSession> => {
  if (role === 'anonymous') return new ApiSession();
  return own ? signIn(accounts[role].email, accounts[role].password) : accounts[role].session;
};

/** Only the status matters (some answers are images or XML), so the session's cookie and token go out by hand. */
const send = async (role: Role, operation: DocumentOperation, call: Call): Promise<number> => {
  const session = call.account && role !== 'anonymous' ? call.account.session : await sessionFor(role, call.ownSession === true);
  const headers: Record<string, string> = { ...call.headers };
  const cookie = session['cookie'];
  if (cookie) headers.cookie = cookie;
  if (session.csrfToken && operation.method !== 'GET') headers['x-csrf-token'] = session.csrfToken;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const answer = await retried(async () => {
    const response = await fetch(new URL(call.path, testEnv.gatewayUrl), {
      method: operation.method,
      headers,
      body: call.form ? call.form() : call.body === undefined ? null : JSON.stringify(call.body),
    });
    await response.arrayBuffer();
    return { status: response.status, body: null, headers: response.headers };
  }, false);
  return answer.status;
};

const matches = (expected: string, status: number): boolean =>
  expected === '2xx' ? status < 500 && ![401, 403, 404].includes(status) : status === Number(expected);

const pool = async <T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> => {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
};

describe('the authorization matrix (docs/authorization-matrix.md)', () => {
  const rules = loadAccessRules();
  const operations = operationsOf(loadOpenApiDocument());

  beforeAll(async () => {
    const adminSession = await signedInAdmin();
    const admin: Account = {
      email: 'admin@example.com',
      password: DEMO_PASSWORD,
      id: (await adminSession.get<{ id: string }>('/api/v1/me')).body.id,
      session: adminSession,
    };
    const [owner, developer, otherDeveloper, collaboratorDeveloper, collaboratorAdmin, employee] = await Promise.all([
      signUp('matrix-owner'),
      signUp('matrix-dev'),
      signUp('matrix-other'),
      signUp('matrix-collab-dev'),
      signUp('matrix-collab-admin'),
      newEmployee(adminSession),
    ]);
    accounts = {
      owner,
      developer,
      'other-developer': otherDeveloper,
      'collaborator-developer': collaboratorDeveloper,
      'collaborator-admin': collaboratorAdmin,
      employee,
      admin,
    };
    // The other developer has an app of their own: owning something must not open the owner's objects.
    await must(
      'creating the other app',
      () => otherDeveloper.session.post('/api/v1/developer_apps', { internal_name: uniqueId('Matrix other ') }),
      201,
    );
    [main, published, notificationId] = await Promise.all([newWorld(), publishListing(), adminNotification()]);
    // Made before the walk, which may promote, submit or change them concurrently.
    await Promise.all([productionVersion(main), listingOf(main), liveSandbox(main), thumbnailOf(main)]);
  }, 120000);

  afterAll(async () => {
    for (const id of announcements) await accounts.admin.session.request('DELETE', `/api/v1/admin/notifications/${id}`);
    const id = await bucket?.catch(() => null);
    if (id) await accounts.admin.session.request('DELETE', `/api/v1/admin/quota_minder_servers/${QUOTA_SERVER}/buckets/${id}`);
  });

  it('answers every operation × role as the access rules say', async () => {
    const mismatches: string[] = [];
    // Allowed cells answered on the fixture's content (409, 422...): listed with AUTHZ_MATRIX_VERBOSE=1.
    const allowedButRefused: string[] = [];
    await pool(operations, 6, async (operation) => {
      const fixture = FIXTURES[operation.operationId] ?? fallback(operation);
      const expected = new Map(ROLES.map((role) => [role, expectedStatus(rules, operation.operationId, role)]));
      const refused = ROLES.filter((role) => expected.get(role) !== '2xx');
      const allowed = ROLES.filter((role) => expected.get(role) === '2xx');
      const op = new Map<string, Promise<unknown>>();
      const refusedWorld = fixture.isolate ? await newWorld() : main;
      const check = async (role: Role, world: World) => {
        try {
          const status = await send(role, operation, await fixture.call({ role, world, op }));
          if (expected.get(role) === '2xx' && (status < 200 || status > 299))
            allowedButRefused.push(`${operation.operationId} as ${role}: ${status}`);
          if (!matches(expected.get(role)!, status))
            mismatches.push(
              `${operation.operationId} (${operation.method} ${operation.path}) as ${role}: expected ${expected.get(role)}, got ${status}`,
            );
        } catch (error) {
          mismatches.push(`${operation.operationId} as ${role}: ${(error as Error).message}`);
        }
      };
      // Refused roles first, on the shared objects, which they must leave unchanged.
      await Promise.all(refused.map((role) => check(role, refusedWorld)));
      for (const role of allowed) await check(role, fixture.isolate ? await newWorld() : main);
    });
    if (process.env.AUTHZ_MATRIX_VERBOSE) console.info(`allowed, not 2xx:\n${allowedButRefused.sort().join('\n')}`);
    expect(mismatches.sort()).toEqual([]);
  }, 180000);
});
