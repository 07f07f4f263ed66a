import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { eventually, testEnv } from '@portal/test-kit';

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
