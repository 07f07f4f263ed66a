// Redis 7 from Debian, our own instance (no /etc/redis config), AOF on.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { DATA, ports } from './config.mjs';
import { which } from './exec.mjs';
import { livePid, removeRecord, spawnDetached, stopGroup, waitFor } from './processes.mjs';

const DIR = path.join(DATA, 'redis');
const SOCKET = path.join(DIR, 'redis.sock');
// sun_path holds 108 bytes: a checkout deep enough to overflow it keeps to TCP.
const SOCKET_USABLE = Buffer.byteLength(SOCKET) < 100;

/**
 * What the portal's processes connect to: the unix socket when this Redis listens on one (a round
 * trip over it costs about a third less CPU on both sides than loopback TCP), else TCP. A Redis
 * started before the socket existed keeps TCP until it restarts.
 */
export const localRedisUrl = () => (SOCKET_USABLE && fs.existsSync(SOCKET) ? SOCKET : `redis://127.0.0.1:${ports.redis}`);

export function ping(port = ports.redis, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host: '127.0.0.1' });
    let buf = '';
    const done = (v) => {
      sock.destroy();
      resolve(v);
    };
    sock.setTimeout(timeoutMs, () => done(false));
    sock.once('connect', () => sock.write('PING\r\n'));
    sock.on('data', (d) => {
      buf += d;
      if (buf.includes('\r\n')) done(buf.startsWith('+PONG'));
    });
    sock.once('error', () => done(false));
  });
}

export const health = () => ping();

export async function start() {
  let pid = livePid('redis');
  if (!pid) {
    fs.mkdirSync(DIR, { recursive: true });
    const bin = which('redis-server', ['/usr/bin/redis-server']);
    if (!bin) throw new Error('redis-server is not installed');
    const args = [
      '--port',
      String(ports.redis),
      '--bind',
      '127.0.0.1',
      '--protected-mode',
      'yes',
      '--dir',
      DIR,
      '--appendonly',
      'yes',
      '--daemonize',
      'no',
      '--logfile',
      '',
      '--save',
      '3600 1 300 100',
      ...(SOCKET_USABLE ? ['--unixsocket', SOCKET, '--unixsocketperm', '700'] : []),
    ];
    pid = spawnDetached('redis', bin, args, { cwd: DIR });
  }
  await waitFor(health, { pid, what: 'redis', timeoutMs: 30000 });
  return pid;
}

export async function stop() {
  const pid = livePid('redis');
  if (!pid) return 'not running';
  const result = await stopGroup(pid, { graceMs: 15000 });
  removeRecord('redis');
  return result;
}

export const describe = () => `127.0.0.1:${ports.redis}`;
