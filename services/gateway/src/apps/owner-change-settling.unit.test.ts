import { platformStillCatchingUp, settledAfterOwnerChange } from './owner-change-settling';

const app = (owner: string, external: string | null) => ({
  owner: { id: owner },
  external_platform_owner_id: external,
  owner_mismatch: external !== null && external !== owner,
});

describe('an owner change’s answer', () => {
  it('is the first answer when the platform already records the new owner (or has no record)', async () => {
    const read = jest.fn();
    const nextChange = jest.fn();
    expect(await settledAfterOwnerChange(app('new', 'new'), 'new', read, nextChange)).toEqual(app('new', 'new'));
    expect(await settledAfterOwnerChange(app('new', null), 'new', read, nextChange)).toEqual(app('new', null));
    expect(read).not.toHaveBeenCalled();
  });

  it('waits for the change notice of the platform’s record, then answers the settled app', async () => {
    const reads = [app('new', 'old'), app('new', 'new')];
    const read = jest.fn(() => Promise.resolve(reads.shift()!));
    const nextChange = jest.fn(() => Promise.resolve(true));
    expect(await settledAfterOwnerChange(app('new', 'old'), 'new', read, nextChange)).toEqual(app('new', 'new'));
    expect(nextChange).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('takes a change that landed between listening and reading without waiting for another', async () => {
    const read = jest.fn(() => Promise.resolve(app('new', 'new')));
    const nextChange = jest.fn(() => new Promise<boolean>(() => undefined));
    expect(await settledAfterOwnerChange(app('new', 'old'), 'new', read, nextChange)).toEqual(app('new', 'new'));
  });

  it('answers a mismatch that outlasts the wait as it is (a real one)', async () => {
    const read = jest.fn(() => Promise.resolve(app('new', 'someone else')));
    const nextChange = jest.fn(() => Promise.resolve(false));
    expect(await settledAfterOwnerChange(app('new', 'old'), 'new', read, nextChange)).toEqual(app('new', 'someone else'));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('is catching up only while the app names the new owner and the platform another', () => {
    expect(platformStillCatchingUp(app('new', 'old'), 'new')).toBe(true);
    expect(platformStillCatchingUp(app('new', 'new'), 'new')).toBe(false);
    expect(platformStillCatchingUp(app('old', 'other'), 'new')).toBe(false);
  });
});
