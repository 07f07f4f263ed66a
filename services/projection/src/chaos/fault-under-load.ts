import { writeFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { testEnv } from '@portal/test-kit';
import mongoose from 'mongoose';
import { Pool } from 'pg';
import { READ_MODEL_COLLECTIONS } from '../core/read-models';
import { MixedLoad } from './mixed-load';
import { canonicalJson, documentHashes, liveAndRebuilt, settle, sleep } from './read-models-at-one-position';

/** `npm run chaos` sets CHAOS_LONG=1: longer loads around each fault. */
export const CHAOS_LONG = process.env.CHAOS_LONG === '1';

export interface FaultRun {
  load: MixedLoad;
  settleMs: number;
  violations: ReturnType<MixedLoad['violations']>;
  lost: string[];
  unreadable: string[];
  rebuild: { equal: boolean; differing: string[]; events: number; samples: unknown[] };
}

const REPORT_DIR = resolve(__dirname, '..', '..', '..', '..', '.data', 'chaos');

/**
 * One fault under the mixed load: the load runs `before` ms, then the fault (its window allows 503s),
 * then `after` ms more; then everything settles and the checks run. The figures go to
 * `.data/chaos/<label>.json` for docs/reliability.md.
 */
export const faultUnderLoad = async (
  label: string,
  fault: (load: MixedLoad) => Promise<void>,
  { developers = 8, before = CHAOS_LONG ? 30_000 : 5_000, after = CHAOS_LONG ? 60_000 : 10_000 } = {},
): Promise<FaultRun> => {
  const mongo = await mongoose.createConnection(testEnv.mongoUrl).asPromise();
  const pg = new Pool({ connectionString: testEnv.postgresUrl('portal_projection'), max: 1 });
  try {
    const load = await MixedLoad.prepare(developers);
    load.start();
    try {
      await sleep(before);
      await load.outage(label, () => fault(load));
      await sleep(after);
    } finally {
      await load.stop();
    }
    const settleMs = await settle();
    const lost = await load.lostOrDuplicated(mongo);
    const unreadable = await load.unreadable();
    const { live, rebuilt, events } = await liveAndRebuilt(mongo, pg);
    const liveHashes = documentHashes(live.documents);
    const rebuiltHashes = documentHashes(rebuilt.documents);
    const differing = [
      ...READ_MODEL_COLLECTIONS.filter((name) => liveHashes[name] !== rebuiltHashes[name]),
      ...Object.keys(live.tables).filter((name) => JSON.stringify(live.tables[name]) !== JSON.stringify(rebuilt.tables[name])),
    ];
    // A few differing documents per collection, to show what diverged.
    const samples = differing
      .filter((name) => name in live.documents)
      .map((name) => {
        const rebuiltById = new Map(rebuilt.documents[name]!.map((doc) => [(doc as { _id: string })._id, canonicalJson(doc)]));
        const changed = live.documents[name]!.filter((doc) => rebuiltById.get((doc as { _id: string })._id) !== canonicalJson(doc));
        return {
          name,
          live: changed.slice(0, 2),
          rebuilt: changed.slice(0, 2).map((doc) => rebuiltById.get((doc as { _id: string })._id)),
        };
      });
    const run: FaultRun = {
      load,
      settleMs,
      violations: load.violations(),
      lost,
      unreadable,
      rebuild: { equal: differing.length === 0, differing, events, samples },
    };
    mkdirSync(REPORT_DIR, { recursive: true });
    const report = { label, long: CHAOS_LONG, at: new Date().toISOString(), settleMs, ...load.summary(), rebuild: run.rebuild };
    writeFileSync(
      resolve(REPORT_DIR, `${label}.json`),
      `${JSON.stringify({ ...report, violations: run.violations.slice(0, 20) }, null, 2)}\n`,
    );
    console.log(`chaos ${label}: ${JSON.stringify(report)}`);
    return run;
  } finally {
    await mongo.close();
    await pg.end();
  }
};

/** The assertions every fault shares. */
export const expectNothingLostAndNoErrors = (run: FaultRun): void => {
  expect(run.violations).toEqual([]);
  expect(run.lost).toEqual([]);
  expect(run.unreadable).toEqual([]);
  expect(run.rebuild.differing).toEqual([]);
  expect(run.load.summary().ackedWrites).toBeGreaterThan(0);
};
