import { infra } from '@portal/test-kit';
import { CHAOS_LONG, expectNothingLostAndNoErrors, faultUnderLoad } from './fault-under-load';
import { sleep } from './read-models-at-one-position';

/** The 30 s; the long form (`npm run chaos`) keeps Kafka away for two minutes. */
const DOWN_MS = CHAOS_LONG ? 120_000 : 30_000;

describe('Kafka stopped for 30 s under the mixed load', () => {
  afterAll(async () => {
    await infra('start', 'kafka');
  });

  it('keeps answering, then delivers every acknowledged write once, in order, and the read models equal a rebuild', async () => {
    const result = await faultUnderLoad('kafka-stop', async () => {
      await infra('stop', 'kafka');
      await sleep(DOWN_MS);
      await infra('start', 'kafka');
    });
    expectNothingLostAndNoErrors(result);
  });
});
