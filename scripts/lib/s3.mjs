// S3 protocol server for local runs and tests: gofakes3 embedded in infra/s3
// (our main.go), objects and metadata as files under .data/s3.
import fs from 'node:fs';
import path from 'node:path';
import { CACHE, DATA, ROOT, S3_BUCKET, ports } from './config.mjs';
import { run, which } from './exec.mjs';
import { hashFiles, readMarker, writeMarker } from './install.mjs';
import { timed } from './log.mjs';
import { httpStatus, livePid, removeRecord, spawnDetached, stopGroup, waitFor } from './processes.mjs';

const SRC = path.join(ROOT, 'infra', 's3');
const BIN = path.join(CACHE, 'bin', 's3');
const MARKER = path.join(CACHE, 'bin', 's3.hash');

export async function ensureInstalled() {
  const hash = hashFiles(['go.mod', 'go.sum', 'main.go'].map((f) => path.join(SRC, f)));
  if (fs.existsSync(BIN) && readMarker(MARKER) === hash) return;
  const go = which('go', ['/usr/local/go/bin/go', '/usr/lib/go/bin/go']);
  if (!go) throw new Error('Go is required to build the S3 server (infra/s3)');
  fs.mkdirSync(path.dirname(BIN), { recursive: true });
  await timed('go build infra/s3 -> .cache/bin/s3', () =>
    run(go, ['build', '-buildvcs=false', '-trimpath', '-o', BIN, '.'], { cwd: SRC, env: { ...process.env, CGO_ENABLED: '0' } }),
  );
  writeMarker(MARKER, hash);
}

/** Listing the bucket answers 200 only once the server is up and the bucket exists. */
export const health = async () => (await httpStatus(`http://127.0.0.1:${ports.s3}/${S3_BUCKET}`)) === 200;

export async function start() {
  let pid = livePid('s3');
  if (!pid) {
    await ensureInstalled();
    const args = ['-listen-addr', `127.0.0.1:${ports.s3}`, '-data-dir', path.join(DATA, 's3'), '-bucket', S3_BUCKET, '-quiet'];
    pid = spawnDetached('s3', BIN, args, { env: process.env, cwd: ROOT });
  }
  await waitFor(health, { pid, what: 's3', timeoutMs: 20000 });
  return pid;
}

export async function stop() {
  const pid = livePid('s3');
  if (!pid) return 'not running';
  const result = await stopGroup(pid, { graceMs: 10000 });
  removeRecord('s3');
  return result;
}

export const describe = () => `http://127.0.0.1:${ports.s3} (bucket ${S3_BUCKET})`;
