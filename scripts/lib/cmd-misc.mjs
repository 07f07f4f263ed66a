// `infra`, `rebuild`, `bench`.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './config.mjs';
import { run } from './exec.mjs';
import { startInfra, stopInfra } from './infra.mjs';
import { error, info } from './log.mjs';
import { status } from './cmd-status.mjs';
import { SERVICES, serviceEnv, testEnv } from './services.mjs';

export async function infra([action = 'status', ...names]) {
  if (action === 'start') await startInfra(names);
  else if (action === 'stop') await stopInfra(names.length ? names : undefined);
  else if (action === 'status') return status({ infraOnly: true, names: names.length ? names : undefined });
  else {
    error(`usage: npm run infra -- <start|stop|status> [postgres|redis|kafka|ferretdb|mailcatcher|s3]`);
    return 2;
  }
  return 0;
}

export async function rebuild() {
  const projection = SERVICES.find((s) => s.name === 'projection');
  const cli = path.join(projection.dir, 'dist', 'rebuilding', 'rebuild.cli.js');
  if (!fs.existsSync(cli)) {
    error(`${path.relative(ROOT, cli)} does not exist (build the projection service first: npm run build)`);
    return 1;
  }
  await run(process.execPath, ['--enable-source-maps', cli], { cwd: projection.dir, env: serviceEnv(projection) });
  return 0;
}

export async function bench(args) {
  const file = path.join(ROOT, 'bench', 'run.mjs');
  if (!fs.existsSync(file)) {
    info('no bench/run.mjs yet; nothing to run');
    return 0;
  }
  await run(process.execPath, [file, ...args], { cwd: ROOT, env: testEnv() });
  return 0;
}
