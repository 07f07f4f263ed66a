import { fullDate } from '../notifications/displayTime';
import { securityKeyFacts } from './securityKeyFacts';

const key = { id: 'k1', name: 'YubiKey 5', createdAt: '2026-11-20T09:00:00.000Z', lastUsedAt: null as string | null };

describe('securityKeyFacts', () => {
  it('says when a key was added and whether it has confirmed a sign-in yet', () => {
    expect(securityKeyFacts(key)).toBe(`Added ${fullDate(new Date(key.createdAt))} · never used`);
    const used = { ...key, lastUsedAt: '2026-11-28T10:00:00.000Z' };
    expect(securityKeyFacts(used)).toBe(`Added ${fullDate(new Date(key.createdAt))} · last used ${fullDate(new Date(used.lastUsedAt))}`);
  });
});
