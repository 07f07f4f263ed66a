import { pickBucket, type EnforcedBucket } from './matching';

const templates = [{ name: 'spike', fillType: 'count' as const, intervalMs: 10_000, limit: 5 }];
const bucket = (bucketId: string, clientId: string, companyId: string): EnforcedBucket => ({
  bucketId,
  name: bucketId,
  clientId,
  companyId,
  templates,
});

describe('picking the bucket that limits a request', () => {
  const buckets = [bucket('any', '*', '*'), bucket('company', '*', '42'), bucket('client', 'user-1', '*'), bucket('both', 'user-1', '42')];

  it('takes the most specific match: client and company, then client, then company, then *', () => {
    expect(pickBucket('P', 'app', 'user-1', '42', buckets).name).toBe('both');
    expect(pickBucket('P', 'app', 'user-1', '7', buckets).name).toBe('client');
    expect(pickBucket('P', 'app', 'user-2', '42', buckets).name).toBe('company');
    expect(pickBucket('P', 'app', 'user-2', '7', buckets).name).toBe('any');
  });

  it('never matches a bucket restricted to another client or company', () => {
    expect(pickBucket('P', 'app', 'user-2', '7', [bucket('client', 'user-1', '*')]).name).toBe('default');
  });

  it('falls back to the spec defaults per server and domain: main 7200 per hour, spike 100 per 10 s', () => {
    const match = pickBucket('Production_US01', 'app', 'user-1', '*', []);
    expect(match.key).toBe('q:default:Production_US01:app');
    expect(match.templates).toEqual([
      { name: 'main', fillType: 'count', intervalMs: 3_600_000, limit: 7200 },
      { name: 'spike', fillType: 'count', intervalMs: 10_000, limit: 100 },
    ]);
  });
});
