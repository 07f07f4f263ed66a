// Detached long-running processes with pid records that survive the supervisor,
// so `npm stop` from another shell finds them. A record holds the kernel start
// time too: a stale file whose pid was reused by something else is never "ours".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import http from 'node:http';
import path from 'node:path';
import { LOGS, RUN } from './config.mjs';
import { prettyLine } from './pretty-log.mjs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const logPath = (name) => path.join(LOGS, `${name}.log`);
const pidPath = (name) => path.join(RUN, `${name}.pid`);

function procStat(pid) {
  try {
    const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm may contain spaces and parentheses; fields are fixed after the last ')'.
    const f = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    return { state: f[0], pgrp: Number(f[2]), start: f[19] };
  } catch {
    return null;
  }
}

export function readRecord(name) {
  try {
    return JSON.parse(fs.readFileSync(pidPath(name), 'utf8'));
  } catch {
    return null;
  }
}

export function writeRecord(name, pid) {
  fs.mkdirSync(RUN, { recursive: true });
  const st = procStat(pid);
  fs.writeFileSync(pidPath(name), JSON.stringify({ pid, start: st?.start ?? null, at: new Date().toISOString() }) + '\n');
}

export const removeRecord = (name) => fs.rmSync(pidPath(name), { force: true });

export function isAliveRecord(rec) {
  if (!rec) return false;
  const st = procStat(rec.pid);
  return !!st && st.state !== 'Z' && (rec.start == null || st.start === rec.start);
}

/** The pid of a live process of ours, or null (and a stale record is removed). */
export function livePid(name) {
  const rec = readRecord(name);
  if (isAliveRecord(rec)) return rec.pid;
  if (rec) removeRecord(name);
  return null;
}

export function groupMembers(pgid) {
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const st = procStat(entry);
    if (st && st.pgrp === pgid && st.state !== 'Z') pids.push(Number(entry));
  }
  return pids;
}

export function logSize(name) {
  try {
    return fs.statSync(logPath(name)).size;
  } catch {
    return 0;
  }
}

/** Starts cmd in its own process group with stdout+stderr appended to .data/logs/<name>.log. */
export function spawnDetached(name, cmd, args, { env = process.env, cwd, uid, gid } = {}) {
  fs.mkdirSync(LOGS, { recursive: true });
  const fd = fs.openSync(logPath(name), 'a');
  fs.writeSync(fd, `\n----- ${new Date().toISOString()} starting ${name}: ${cmd} ${args.join(' ')}\n`);
  try {
    const child = spawn(cmd, args, { detached: true, stdio: ['ignore', fd, fd], env, cwd, uid, gid });
    if (!child.pid) throw new Error(`could not spawn ${cmd}`);
    child.on('error', () => {});
    child.unref();
    writeRecord(name, child.pid);
    return child.pid;
  } finally {
    fs.closeSync(fd);
  }
}

function signalGroup(pgid, sig) {
  try {
    process.kill(-pgid, sig);
  } catch {
    // the group is already gone
  }
}

/** Waits for the whole process group to go, escalating to SIGKILL after graceMs. */
export async function stopGroup(pgid, { graceMs = 15000, signal = 'SIGTERM', alreadySignalled = false } = {}) {
  if (!alreadySignalled) signalGroup(pgid, signal);
  const deadline = Date.now() + graceMs;
  while (groupMembers(pgid).length && Date.now() < deadline) await sleep(100);
  if (groupMembers(pgid).length) {
    signalGroup(pgid, 'SIGKILL');
    const hard = Date.now() + 5000;
    while (groupMembers(pgid).length && Date.now() < hard) await sleep(100);
    return 'killed';
  }
  return 'stopped';
}

export function tcpCheck(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host });
    const done = (v) => {
      sock.destroy();
      resolve(v);
    };
    sock.setTimeout(timeoutMs, () => done(false));
    sock.once('connect', () => done(true));
    sock.once('error', () => done(false));
  });
}

export function httpStatus(url, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

const dead = (pid) => {
  const st = procStat(pid);
  return !st || st.state === 'Z';
};

/**
 * Polls check() until it returns truthy. With a pid, the process must still be
 * alive after the check passes: on a shared machine another program may answer
 * on the same port while ours died on EADDRINUSE.
 */
export async function waitFor(check, { timeoutMs = 60000, intervalMs = 250, pid, what = 'process' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (pid && dead(pid)) throw new Error(`${what} exited during start-up`);
    if ((await check()) && !(pid && dead(pid))) return;
    if (Date.now() > deadline) throw new Error(`${what} not healthy after ${timeoutMs / 1000}s`);
    await sleep(intervalMs);
  }
}

export function tail(name, lines = 40) {
  try {
    const text = fs.readFileSync(logPath(name), 'utf8');
    return text
      .split('\n')
      .slice(-lines - 1)
      .map(prettyLine)
      .join('\n');
  } catch {
    return '(no log)';
  }
}

/** New text appended to a log since byte offset `from`. */
export function logSince(name, from) {
  try {
    const fd = fs.openSync(logPath(name), 'r');
    try {
      const size = fs.fstatSync(fd).size;
      if (size <= from) return '';
      const buf = Buffer.alloc(size - from);
      fs.readSync(fd, buf, 0, buf.length, from);
      return buf.toString('utf8');
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return '';
  }
}
