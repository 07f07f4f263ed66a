// After `stop`: a server of this checkout that is still alive (a lost pid file, a
// crashed supervisor) is a leak and is ended too. Matching is deliberately narrow
// (program + our paths) so a developer's `tail -f .data/logs/...` is never hit.
import fs from 'node:fs';
import path from 'node:path';
import { CACHE, DATA, ROOT } from './config.mjs';
import { sleep } from './processes.mjs';

function describe(pid) {
  try {
    const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return null;
    let cwd = '';
    try {
      cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      // already gone
    }
    return {
      argv,
      cmd: argv.join(' '),
      cwd,
      prog: path
        .basename(argv[0] ?? '')
        .split(':')[0]
        .split(' ')[0],
    };
  } catch {
    return null;
  }
}

const under = (p, dir) => p === dir || p.startsWith(dir + '/');

function ours(p) {
  switch (p.prog) {
    case 'node':
      return (
        p.argv.some((a) => /\/services\/[^/]+\/dist\/main\.js$/.test(a) && a.startsWith(ROOT + '/')) ||
        p.argv.includes(path.join(ROOT, 'infra', 'mailcatcher', 'server.mjs'))
      );
    case 'java':
      return p.cmd.includes(path.join(CACHE, 'kafka', 'libs')) && p.argv.includes('kafka.Kafka');
    case 'ferretdb':
      return p.argv[0] === path.join(CACHE, 'bin', 'ferretdb');
    case 's3':
      return p.argv[0] === path.join(CACHE, 'bin', 's3');
    case 'postgres':
      return under(p.cwd, path.join(DATA, 'postgres')) || p.cmd.includes(path.join(DATA, 'postgres'));
    case 'redis-server':
      return under(p.cwd, path.join(DATA, 'redis'));
    default:
      return false;
  }
}

export function findLeftovers() {
  return fs
    .readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e) && Number(e) !== process.pid)
    .map((pid) => ({ pid: Number(pid), ...describe(pid) }))
    .filter((p) => p.argv && ours(p))
    .map(({ pid, cmd }) => ({ pid, cmd: cmd.slice(0, 160) }));
}

export async function killLeftovers() {
  const found = findLeftovers();
  for (const p of found) {
    try {
      process.kill(p.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (found.length) await sleep(500);
  return found;
}
