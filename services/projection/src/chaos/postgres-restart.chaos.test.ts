import { infra } from '@portal/test-kit';
import { expectNothingLostAndNoErrors, faultUnderLoad } from './fault-under-load';

describe('PostgreSQL restarted under load', () => {
  afterAll(async () => {
    await infra('start', 'postgres');
  });

  it('answers 503 with Retry-After while it is down, then loses nothing and the read models equal a rebuild', async () => {
    const result = await faultUnderLoad('postgres-restart', async () => {
      await infra('stop', 'postgres');
      await infra('start', 'postgres');
    });
    expectNothingLostAndNoErrors(result);
  });
});
