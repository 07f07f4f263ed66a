#!/usr/bin/env node
// Portal supervisor: installs and runs the native infrastructure and the services
// without Docker. Node built-ins only: it runs before `npm install`.
import { bench, infra, rebuild } from './lib/cmd-misc.mjs';
import { chaos } from './lib/cmd-chaos.mjs';
import { fuzz } from './lib/cmd-fuzz.mjs';
import { restart, start } from './lib/cmd-start.mjs';
import { status } from './lib/cmd-status.mjs';
import { stop } from './lib/cmd-stop.mjs';
import { test } from './lib/cmd-test.mjs';
import { error } from './lib/log.mjs';

const COMMANDS = {
  start,
  restart,
  stop,
  status: () => status(),
  test,
  bench,
  chaos,
  fuzz,
  infra,
  rebuild,
};

// Child tools inherit these; no tool of ours should phone home from CI.
process.env.TURBO_TELEMETRY_DISABLED ??= '1';
process.env.DO_NOT_TRACK ??= '1';

const [command, ...args] = process.argv.slice(2);
const fn = COMMANDS[command];
if (!fn) {
  error(`usage: node scripts/portal.mjs <${Object.keys(COMMANDS).join('|')}> [args]`);
  process.exit(2);
}
try {
  process.exitCode = await fn(args);
} catch (e) {
  error(e.message);
  if (process.env.PORTAL_DEBUG) console.error(e);
  process.exitCode = 1;
}
