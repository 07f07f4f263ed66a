// FerretDB v1.24 embedded in infra/ferretdb (our main.go), PostgreSQL backend on
// the `ferretdb` database of our own cluster.
import fs from 'node:fs';
import path from 'node:path';
import { CACHE, DATA, ROOT, ports } from './config.mjs';
import { run, which } from './exec.mjs';
import { hashFiles, readMarker, writeMarker } from './install.mjs';
import { timed } from './log.mjs';
import { hello } from './mongo-wire.mjs';
import { adminUrl } from './postgres.mjs';
import { livePid, removeRecord, spawnDetached, stopGroup, waitFor } from './processes.mjs';

const SRC = path.join(ROOT, 'infra', 'ferretdb');
const BIN = path.join(CACHE, 'bin', 'ferretdb');
const MARKER = path.join(CACHE, 'bin', 'ferretdb.hash');

export async function ensureInstalled() {
  const hash = hashFiles(['go.mod', 'go.sum', 'main.go'].map((f) => path.join(SRC, f)));
  if (fs.existsSync(BIN) && readMarker(MARKER) === hash) return;
  const go = which('go', ['/usr/local/go/bin/go', '/usr/lib/go/bin/go']);
  if (!go) throw new Error('Go is required to build FerretDB (infra/ferretdb)');
  fs.mkdirSync(path.dirname(BIN), { recursive: true });
  // Module downloads and the build cache stay in Go's default locations (~/go, ~/.cache/go-build).
  await timed('go build infra/ferretdb -> .cache/bin/ferretdb', () =>
    run(go, ['build', '-buildvcs=false', '-trimpath', '-o', BIN, '.'], { cwd: SRC, env: { ...process.env, CGO_ENABLED: '0' } }),
  );
  writeMarker(MARKER, hash);
}

export const health = () => hello(ports.mongo);

export async function start() {
  let pid = livePid('ferretdb');
  if (!pid) {
    await ensureInstalled();
    const dir = path.join(DATA, 'ferretdb');
    fs.mkdirSync(dir, { recursive: true });
    const env = {
      ...process.env,
      FERRETDB_LISTEN_ADDR: `127.0.0.1:${ports.mongo}`,
      FERRETDB_HANDLER: 'postgresql',
      // A small pool: FerretDB's default of 50 connections would eat a quarter of max_connections.
      FERRETDB_POSTGRESQL_URL: `${adminUrl('ferretdb')}?pool_max_conns=20&pool_min_conns=2`,
      FERRETDB_LOG_LEVEL: process.env.FERRETDB_LOG_LEVEL || 'warn',
    };
    pid = spawnDetached('ferretdb', BIN, [], { env, cwd: dir });
  }
  await waitFor(health, { pid, what: 'ferretdb', timeoutMs: 30000 });
  return pid;
}

export async function stop() {
  const pid = livePid('ferretdb');
  if (!pid) return 'not running';
  const result = await stopGroup(pid, { graceMs: 10000 });
  removeRecord('ferretdb');
  return result;
}

export const describe = () => `127.0.0.1:${ports.mongo}`;
