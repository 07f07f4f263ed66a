// PostgreSQL 15 cluster owned by the OS user `postgres` (the server refuses to run
// as root). TCP on loopback only; no Unix socket, so the repo path length and
// socket-dir permissions never matter.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA, ports } from './config.mjs';
import { postgresUser, run, which } from './exec.mjs';
import { groupMembers, livePid, removeRecord, spawnDetached, stopGroup, waitFor, writeRecord } from './processes.mjs';

const BIN = '/usr/lib/postgresql/15/bin';
const PGDATA = path.join(DATA, 'postgres');
export const DATABASES = [
  'portal_gateway',
  'portal_identity',
  'portal_projection',
  'portal_apps',
  'portal_marketplace',
  'portal_notifications',
  'portal_metrics',
  'portal_quota_proxy',
  'ferretdb',
];

export const adminUrl = (db = 'postgres') => `postgres://portal:portal@127.0.0.1:${ports.postgres}/${db}`;

function pgUser() {
  const u = postgresUser();
  if (!u) throw new Error('OS user postgres is missing (is the postgresql package installed?)');
  return u;
}

function assertReachable(u) {
  // The server must traverse every ancestor of .data; a 0700 home directory breaks this.
  const res = spawnSync('test', ['-x', DATA], { uid: u.uid, gid: u.gid });
  if (res.status !== 0) throw new Error(`user postgres cannot reach ${DATA}; make its parent directories world-traversable (chmod o+x)`);
}

function initdb(u) {
  if (fs.existsSync(path.join(PGDATA, 'PG_VERSION'))) return false;
  fs.rmSync(PGDATA, { recursive: true, force: true });
  fs.mkdirSync(PGDATA, { recursive: true, mode: 0o700 });
  fs.chownSync(PGDATA, u.uid, u.gid);
  const pw = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-')), 'pw');
  fs.writeFileSync(pw, 'portal\n', { mode: 0o600 });
  fs.chownSync(path.dirname(pw), u.uid, u.gid);
  fs.chownSync(pw, u.uid, u.gid);
  try {
    const args = ['-D', PGDATA, '-U', 'portal', `--pwfile=${pw}`, '--auth=scram-sha-256', '-E', 'UTF8', '--locale=C.UTF-8'];
    const res = spawnSync(`${BIN}/initdb`, args, { uid: u.uid, gid: u.gid, cwd: PGDATA, encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`initdb failed:\n${res.stdout}${res.stderr}`);
  } finally {
    fs.rmSync(path.dirname(pw), { recursive: true, force: true });
  }
  return true;
}

/** A postmaster left from a lost pid record is adopted; a dead one's lock file is cleared. */
export function adopt() {
  const lock = path.join(PGDATA, 'postmaster.pid');
  if (!fs.existsSync(lock)) return null;
  const pid = Number(fs.readFileSync(lock, 'utf8').split('\n')[0]);
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    // no such process: the lock file is stale
  }
  if (pid && cmdline.includes(PGDATA)) {
    writeRecord('postgres', pid);
    return pid;
  }
  fs.rmSync(lock, { force: true });
  return null;
}

const psqlEnv = () => ({ ...process.env, PGPASSWORD: 'portal', PGCONNECT_TIMEOUT: '3' });
export const psql = (db, sql, opts = {}) =>
  run(which('psql', [`${BIN}/psql`]), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', adminUrl(db), '-tAc', sql], {
    capture: true,
    env: psqlEnv(),
    ...opts,
  });

export async function health() {
  const res = await psql('postgres', 'SELECT 1', { allowFail: true });
  return res.code === 0 && res.output.trim() === '1';
}

async function ensureDatabases() {
  const list = DATABASES.map((d) => `'${d}'`).join(',');
  const sql = `SELECT format('CREATE DATABASE %I', d) FROM unnest(ARRAY[${list}]) AS d WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = d)\\gexec`;
  await run(which('psql', [`${BIN}/psql`]), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', adminUrl('postgres')], {
    capture: true,
    env: psqlEnv(),
    input: sql,
  }).catch((e) => {
    throw new Error(`creating databases failed: ${e.output || e.message}`);
  });
}

export async function start() {
  let pid = livePid('postgres') ?? adopt();
  if (!pid) {
    const u = pgUser();
    fs.mkdirSync(DATA, { recursive: true });
    fs.chmodSync(DATA, 0o755);
    assertReachable(u);
    initdb(u);
    // Re-own in case files were touched as root (e.g. restored from a backup).
    spawnSync('chown', ['-R', `${u.uid}:${u.gid}`, PGDATA]);
    fs.chmodSync(PGDATA, 0o700);
    const settings = {
      listen_addresses: '127.0.0.1',
      port: ports.postgres,
      unix_socket_directories: '',
      max_connections: 200,
      shared_buffers: '128MB',
      fsync: 'on',
      log_line_prefix: '%m [%p] ',
      log_timezone: 'UTC',
    };
    const args = ['-D', PGDATA, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
    pid = spawnDetached('postgres', `${BIN}/postgres`, args, { uid: u.uid, gid: u.gid, cwd: PGDATA });
  }
  await waitFor(health, { pid, what: 'postgres', timeoutMs: 60000 });
  await ensureDatabases();
  return pid;
}

export async function stop() {
  const pid = livePid('postgres');
  if (!pid) return 'not running';
  const u = pgUser();
  // Fast shutdown: rolls back open transactions but leaves a clean checkpoint.
  spawnSync(`${BIN}/pg_ctl`, ['stop', '-D', PGDATA, '-m', 'fast', '-w', '-t', '60'], {
    uid: u.uid,
    gid: u.gid,
    cwd: PGDATA,
    stdio: 'ignore',
  });
  const result = groupMembers(pid).length ? await stopGroup(pid) : 'stopped';
  removeRecord('postgres');
  return result;
}

export const describe = () => `127.0.0.1:${ports.postgres}`;
