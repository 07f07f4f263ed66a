// Idempotent installs. Each step checks a cheap marker first so a warm run costs
// milliseconds; heavy outputs live under .cache/.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CACHE, ROOT } from './config.mjs';
import { run, which } from './exec.mjs';
import { info, timed, warn } from './log.mjs';

export function hashFiles(files) {
  const h = crypto.createHash('sha256');
  for (const f of files) {
    h.update(path.relative(ROOT, f));
    h.update(fs.existsSync(f) ? fs.readFileSync(f) : '<missing>');
  }
  return h.digest('hex');
}

export const readMarker = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null);
export function writeMarker(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, value + '\n');
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Debian packages whose binaries are absent. */
function missingPackages() {
  const missing = [];
  if (!fs.existsSync(`${PG_BIN}/postgres`) || !which('psql')) missing.push('postgresql');
  if (!which('redis-server', ['/usr/bin/redis-server'])) missing.push('redis-server');
  if (process.env.PORTAL_SKIP_CHROMIUM !== '1' && !which('chromium', ['/usr/bin/chromium'])) missing.push('chromium', 'fonts-liberation');
  return missing;
}

/**
 * Debian's postinst scripts would start system-wide postgres/redis on their default
 * ports; a temporary policy-rc.d (the documented Debian switch) keeps them down so
 * only our own instances run.
 */
async function aptInstall(pkgs) {
  if (process.getuid?.() !== 0)
    throw new Error(`missing packages ${pkgs.join(' ')}; run as root or install them: apt-get install ${pkgs.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !fs.existsSync(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    await run('apt-get', ['update', '-q'], { env });
    await run('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...pkgs], { env });
  } finally {
    if (ownPolicy) fs.rmSync(policy, { force: true });
  }
}

export async function ensureSystemPackages() {
  const missing = missingPackages();
  if (!missing.length) return;
  await timed(`apt-get install ${missing.join(' ')}`, () => aptInstall(missing));
}

/**
 * npm ci only when node_modules is absent or package-lock.json changed since the
 * last install (hash marker). npm writes node_modules/.package-lock.json after
 * every install, so a hidden lockfile newer than package-lock.json means someone
 * already ran `npm install` and the tree is current: no need to wipe it.
 */
export async function ensureNodeModules() {
  const lock = path.join(ROOT, 'package-lock.json');
  const marker = path.join(CACHE, 'npm-ci.hash');
  const hash = hashFiles([lock]);
  const hidden = path.join(ROOT, 'node_modules', '.package-lock.json');
  if (fs.existsSync(hidden)) {
    if (readMarker(marker) === hash) return;
    if (fs.statSync(hidden).mtimeMs >= fs.statSync(lock).mtimeMs) return writeMarker(marker, hash);
  }
  info('node_modules missing or package-lock.json changed: npm ci');
  // Serialise with other npm runs in this checkout (parallel sessions share node_modules).
  const flock = which('flock');
  const npm = (args) => (flock ? run(flock, ['/tmp/npm.lock', 'npm', ...args], { cwd: ROOT }) : run('npm', args, { cwd: ROOT }));
  await timed('npm ci', () =>
    npm(['ci', '--no-audit', '--no-fund']).catch(async (e) => {
      // A lockfile that lost other platforms' optional packages makes npm ci refuse
      // (npm/cli#4828); npm install repairs it. Loud, because the lockfile needs fixing.
      warn(`npm ci failed (${e.message}); falling back to npm install — check that package-lock.json is in sync`);
      await npm(['install', '--no-audit', '--no-fund']);
    }),
  );
  writeMarker(marker, hash);
}

export async function ensureBaseInstall() {
  await ensureSystemPackages();
  await ensureNodeModules();
}
