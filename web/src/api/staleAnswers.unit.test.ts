import { STALE_REFETCH_LIMIT, STALE_REFETCH_MS, noteAnswer, noteCommandAnswer, refetchWhileStale } from './staleAnswers';

const answer = (stale: boolean) => ({ headers: new Headers(stale ? { 'X-Portal-Stale': 'true' } : {}) }) as Response;

describe('stale answers', () => {
  it('refetches every second after a stale answer, until a fresh one', () => {
    const key = ['things', 1];
    const interval = refetchWhileStale(60_000);
    expect(interval({ queryKey: key })).toBe(60_000);
    expect(noteAnswer(key, answer(true))).toBe(true);
    expect(interval({ queryKey: key })).toBe(STALE_REFETCH_MS);
    expect(interval({ queryKey: ['things', 2] })).toBe(60_000);
    expect(noteAnswer(key, answer(false))).toBe(false);
    expect(interval({ queryKey: key })).toBe(60_000);
  });

  it('gives up after the limit', () => {
    const key = ['slow'];
    const interval = refetchWhileStale(false);
    for (let i = 0; i < STALE_REFETCH_LIMIT; i += 1) noteAnswer(key, answer(true));
    expect(interval({ queryKey: key })).toBe(STALE_REFETCH_MS);
    noteAnswer(key, answer(true));
    expect(interval({ queryKey: key })).toBe(false);
  });

  it("asks a list again for a while after a stale command answer for it (a read model the command's answer waits for)", () => {
    const key = ['installations', 'app-1'];
    let now = 1_000_000;
    const interval = refetchWhileStale(false, () => now);
    noteCommandAnswer(key, answer(false), now);
    expect(interval({ queryKey: key })).toBe(false);
    noteCommandAnswer(key, answer(true), now);
    expect(interval({ queryKey: key })).toBe(STALE_REFETCH_MS);
    expect(interval({ queryKey: ['installations', 'app-2'] })).toBe(false);
    now += STALE_REFETCH_MS * STALE_REFETCH_LIMIT;
    expect(interval({ queryKey: key })).toBe(false);
  });
});
