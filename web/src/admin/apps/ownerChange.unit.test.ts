import type { AdminDeveloperApp } from '../../apps/api/types';
import { appAfterOwnerChange, platformStillCatchingUp } from './ownerChange';

const NEW_OWNER = 'new-owner';
const FORMER_OWNER = 'former-owner';

const app = ({ ownerId = NEW_OWNER, ...patch }: Partial<AdminDeveloperApp> & { ownerId?: string }) =>
  ({
    id: 'app-1',
    owner: { id: ownerId, name: null, email: null, platform_id: null },
    owner_mismatch: false,
    external_platform_owner_id: NEW_OWNER,
    ...patch,
  }) as AdminDeveloperApp;

const noSleep = () => Promise.resolve();

describe('an owner change while the platform records the new owner', () => {
  it('the answer naming the former owner on the platform side is not yet a mismatch to show', () => {
    expect(platformStillCatchingUp(app({ owner_mismatch: true, external_platform_owner_id: FORMER_OWNER }), NEW_OWNER)).toBe(true);
    expect(platformStillCatchingUp(app({}), NEW_OWNER)).toBe(false);
  });

  it('fetches the app again until the platform records the new owner', async () => {
    const answers = [app({ owner_mismatch: true, external_platform_owner_id: FORMER_OWNER }), app({})];
    const refetch = jest.fn(() => Promise.resolve(answers.shift()!));
    const settled = await appAfterOwnerChange(app({ owner_mismatch: true, external_platform_owner_id: FORMER_OWNER }), NEW_OWNER, refetch, {
      sleep: noSleep,
    });
    expect(refetch).toHaveBeenCalledTimes(2);
    expect(settled.owner_mismatch).toBe(false);
  });

  it('an answer already in agreement is used as it is', async () => {
    const refetch = jest.fn();
    const settled = await appAfterOwnerChange(app({}), NEW_OWNER, refetch, { sleep: noSleep });
    expect(refetch).not.toHaveBeenCalled();
    expect(settled.owner_mismatch).toBe(false);
  });

  it('a mismatch that outlasts the wait is shown: it is a real one', async () => {
    const stuck = app({ owner_mismatch: true, external_platform_owner_id: FORMER_OWNER });
    const refetch = jest.fn(() => Promise.resolve(stuck));
    const settled = await appAfterOwnerChange(stuck, NEW_OWNER, refetch, { tries: 3, sleep: noSleep });
    expect(refetch).toHaveBeenCalledTimes(3);
    expect(settled.owner_mismatch).toBe(true);
  });

  it('a mismatch about some other owner (the change did not take) is not waited for', async () => {
    const refetch = jest.fn();
    await appAfterOwnerChange(app({ ownerId: FORMER_OWNER, owner_mismatch: true, external_platform_owner_id: 'x' }), NEW_OWNER, refetch, {
      sleep: noSleep,
    });
    expect(refetch).not.toHaveBeenCalled();
  });
});
