import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** Stops or starts one of the portal's servers through the supervisor, as an operator would. */
export const infra = async (action: 'stop' | 'start', server: string): Promise<void> => {
  await run(process.execPath, [resolve(REPO_ROOT, 'scripts/portal.mjs'), 'infra', action, server], {
    cwd: REPO_ROOT,
    env: process.env,
    timeout: 300_000,
  });
};
