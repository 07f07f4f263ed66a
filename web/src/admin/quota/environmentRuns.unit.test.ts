import { reportOf, settleEach } from './environmentRuns';
import { QuotaHttpError } from './submitErrors';

describe('a bucket call over environments', () => {
  it('answers each environment, in the order asked', async () => {
    const results = await settleEach(
      ['A', 'B'],
      async (server) => {
        if (server === 'B') throw new QuotaHttpError(422, { message: 'Already exists' });
        return [1, 2];
      },
      (list) => list.length,
    );
    expect(results).toEqual([
      { server: 'A', ok: true, count: 2 },
      { server: 'B', ok: false, message: 'Already exists' },
    ]);
  });

  it('reports one failed environment as the alert only (spec 1 §8), the rest in the results modal', () => {
    expect(reportOf([{ server: 'A', ok: false, message: 'Already exists' }])).toEqual({ alert: 'Already exists' });
    expect(reportOf([{ server: 'A', ok: true }])).toEqual({ modal: true });
    expect(
      reportOf([
        { server: 'A', ok: true },
        { server: 'B', ok: false, message: 'Server error' },
      ]),
    ).toEqual({ modal: true });
  });
});
