import { STALE_REFETCH_LIMIT, STALE_REFETCH_MS, noteAnswer, refetchWhileStale } from './staleAnswers';

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
});
