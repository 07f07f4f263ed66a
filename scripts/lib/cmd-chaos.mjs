// `chaos`: the long form of the chaos suite (docs/reliability.md, "Chaos suite"). Every
// `*.chaos.test.ts` in band with CHAOS_LONG=1 (longer loads around each fault, Kafka away for two
// minutes), then the 10-minute concurrency run. Needs the running stack (`npm start`); the short
// forms stay in `npm test`.
import { ROOT } from './config.mjs';
import { run } from './exec.mjs';
import { banner, ok } from './log.mjs';
import { testEnv } from './services.mjs';

const CONCURRENCY_TEST = 'packages/eventsourcing/src/pg/concurrency.int.test.ts';

export async function chaos(args = []) {
  const env = { ...testEnv(), CHAOS_LONG: '1' };
  const t0 = Date.now();
  banner('Chaos suite (long form): faults under load');
  await run('npx', ['--no-install', 'jest', '--selectProjects', 'chaos', '--runInBand', ...args], { cwd: ROOT, env });
  if (args.length === 0) {
    banner('Concurrency: 8 writers with aborted and late transactions for 10 minutes');
    await run('npx', ['--no-install', 'jest', '--selectProjects', 'int', '--runInBand', CONCURRENCY_TEST], { cwd: ROOT, env });
  }
  ok(`chaos suite passed in ${((Date.now() - t0) / 1000).toFixed(0)}s; figures in .data/chaos/*.json`);
  return 0;
}
