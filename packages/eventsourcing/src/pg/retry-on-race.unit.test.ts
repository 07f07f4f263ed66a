import { VersionConflictError } from '@portal/decider';
import { retryOnRace } from './retry-on-race';

const conflict = () => new VersionConflictError('stream-1', 1, 2);

describe('retryOnRace', () => {
  it('decides again after a lost race and returns the winner', async () => {
    let calls = 0;
    const result = await retryOnRace(async () => {
      calls += 1;
      if (calls < 3) throw conflict();
      return 'appended';
    });
    expect(result).toBe('appended');
    expect(calls).toBe(3);
  });

  it('gives up after the last attempt, and never retries other errors', async () => {
    await expect(retryOnRace(() => Promise.reject(conflict()), 2)).rejects.toBeInstanceOf(VersionConflictError);
    let calls = 0;
    await expect(
      retryOnRace(async () => {
        calls += 1;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(calls).toBe(1);
  });
});
