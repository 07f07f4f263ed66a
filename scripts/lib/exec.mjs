// Foreground commands (installers, builds, test runners), awaited.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export class CommandError extends Error {
  constructor(cmd, args, code, output) {
    super(`${cmd} ${args.join(' ')} exited with ${code}`);
    this.code = code;
    this.output = output;
  }
}

const active = new Set();

/** Forwards a signal to the foreground commands still running (a terminal's Ctrl-C does this by itself). */
export function signalActive(sig) {
  for (const child of active) child.kill(sig);
}

/** Runs a command with inherited stdio (or captured with capture: true); rejects on non-zero exit. */
export function run(cmd, args, { capture = false, allowFail = false, input, ...opts } = {}) {
  return new Promise((resolve, reject) => {
    const stdin = input === undefined ? 'ignore' : 'pipe';
    const child = spawn(cmd, args, { stdio: capture ? [stdin, 'pipe', 'pipe'] : [stdin, 'inherit', 'inherit'], ...opts });
    active.add(child);
    if (input !== undefined) child.stdin.end(input);
    let out = '';
    if (capture) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      active.delete(child);
      const status = code ?? 128;
      if (status === 0 || allowFail) resolve({ code: status, signal, output: out });
      else reject(new CommandError(cmd, args, status, out));
    });
  });
}

/** Finds an executable on PATH, then in the given fallback locations. */
export function which(name, fallbacks = []) {
  for (const dir of (process.env.PATH || '').split(':').filter(Boolean)) {
    const p = path.join(dir, name);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {
      // not here; try the next directory
    }
  }
  return fallbacks.find((p) => fs.existsSync(p)) ?? null;
}

export function postgresUser() {
  const res = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (res.status !== 0) return null;
  return { uid: Number(res.stdout.trim()), gid: Number(gid.stdout.trim()) };
}
