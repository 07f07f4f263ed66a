import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { eventually, signedUpDeveloper, testEnv, uniqueId, type ApiSession } from '@portal/test-kit';

export const PLATFORM_AUDIENCE = process.env.PLATFORM_API_AUDIENCE ?? 'urn:platform:api';

const basic = (clientId: string, secret: string): string =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;

export interface PlatformClient {
  developer: ApiSession;
  appId: string;
  clientId: string;
  secret: string;
  /** A client-credentials token; for the platform API unless `resource` is null. */
  token(resource?: string | null): Promise<string>;
}

/** A developer's new app with its production OAuth client and a secret, through the real API. */
export const platformClient = async (prefix = 'quota'): Promise<PlatformClient> => {
  const { session } = await signedUpDeveloper(prefix);
  const created = await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Quota app ') });
  expect(created.status).toBe(201);
  const clientId = await eventually(async () => {
    const found = await session.get<{ uid: string | null }>(`/api/v1/developer_apps/${created.body.id}`);
    return found.status === 200 && found.body.uid ? found.body.uid : null;
  }, 15000);
  await eventually(async () => (await session.get(`/api/v1/oauth_applications/${clientId}`)).status === 200, 15000);
  const secret = (await session.post<{ client_secret: string }>(`/api/v1/oauth_applications/${clientId}/reset_secret`, {})).body
    .client_secret;
  const token = async (resource: string | null = PLATFORM_AUDIENCE) => {
    const body = new URLSearchParams({ grant_type: 'client_credentials', ...(resource ? { resource } : {}) });
    const response = await fetch(new URL('/oauth/token', testEnv.gatewayUrl), {
      method: 'POST',
      headers: { authorization: basic(clientId, secret), 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    const answer = (await response.json()) as { access_token?: string; error_description?: string };
    if (!answer.access_token) throw new Error(`no token: ${response.status} ${JSON.stringify(answer)}`);
    return answer.access_token;
  };
  return { developer: session, appId: created.body.id, clientId, secret, token };
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const quotaDatabaseUrl = () => process.env.QUOTA_PROXY_DATABASE_URL ?? testEnv.postgresUrl('portal_quota_proxy');

export interface Running {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const stopper = (child: ChildProcess) => async () => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

/** Another quota proxy process (built `dist/`), sharing the stack's database and Kafka, forwarding to the running reference API. */
export const spawnProxy = async (env: Record<string, string>): Promise<Running> => {
  const port = await freePort();
  const child = spawn(process.execPath, [join(__dirname, '..', '..', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      SERVICE_NAME: 'quota-proxy',
      DATABASE_URL: quotaDatabaseUrl(),
      PLATFORM_API_URL: process.env.PLATFORM_API_URL ?? 'http://127.0.0.1:4008',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`the quota proxy exited with ${child.exitCode}`);
    return (await fetch(`${url}/healthz`).catch(() => null))?.status === 200;
  }, 60000);
  return { url, process: child, stop: stopper(child) };
};

/** A Redis of the test's own, to stop without touching the stack's. */
export const privateRedis = async (onPort?: number): Promise<Running> => {
  const port = onPort ?? (await freePort());
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error('redis-server exited');
    return new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  }, 10000);
  return { url, process: child, stop: stopper(child) };
};
