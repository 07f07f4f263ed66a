import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expectNothingLostAndNoErrors, faultUnderLoad } from './fault-under-load';
import { projectionLag, sleep } from './read-models-at-one-position';

const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');
const run = promisify(execFile);

/** The projection's pid, from the supervisor's record (`.data/run/projection.pid`). */
const projectionPid = (): number =>
  (JSON.parse(readFileSync(resolve(REPO_ROOT, '.data/run/projection.pid'), 'utf8')) as { pid: number }).pid;

/** Starts it again as the supervisor does (`npm run restart -- projection`, on the build that is there). */
const restartProjection = async (): Promise<void> => {
  const env = { ...process.env };
  // Jest's own setting must not leak into a service.
  delete env.NODE_ENV;
  await run(process.execPath, [resolve(REPO_ROOT, 'scripts/portal.mjs'), 'restart', 'projection', '--no-build'], {
    cwd: REPO_ROOT,
    env,
    timeout: 180_000,
  });
};

describe('kill -9 of the projection while it applies a batch', () => {
  let killed = false;
  afterAll(async () => {
    if (killed) await restartProjection().catch(() => undefined);
  });

  it('loses nothing, applies nothing twice, and the read models equal a rebuild', async () => {
    let lagAtKill = 0;
    const result = await faultUnderLoad('projection-kill', async (load) => {
      // A backlog: a burst of renames on top of the load, then the kill as soon as the projection is behind.
      const burst = load.burst(80);
      for (let i = 0; i < 200 && lagAtKill === 0; i++) {
        lagAtKill = await projectionLag();
        if (lagAtKill === 0) await sleep(20);
      }
      process.kill(-projectionPid(), 'SIGKILL');
      killed = true;
      await burst;
      await sleep(2000);
      await restartProjection();
      killed = false;
    });
    expect(lagAtKill).toBeGreaterThan(0);
    expectNothingLostAndNoErrors(result);
  });
});
