import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from './recoveryCodesFile';

const CODES = ['abcde-12345', 'fghjk-67890'];

describe('recoveryCodesText', () => {
  const text = recoveryCodesText(CODES, {
    account: 'ada@example.com',
    origin: 'https://portal.example.com',
    date: new Date('2026-11-28T10:00:00Z'),
  });

  it('says whose codes they are and when they were made', () => {
    expect(text.split('\r\n').slice(0, 4)).toEqual([
      'Developer Portal recovery codes',
      'Account: ada@example.com',
      'Portal: https://portal.example.com',
      'Created: 2026-11-28',
    ]);
  });

  it('lists every code on its own line, after the explanation', () => {
    const lines = text.split('\r\n');
    expect(lines.slice(-3)).toEqual([...CODES, '']);
    expect(lines.filter((line) => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(line))).toEqual(CODES);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('is saved as a .txt file', () => {
    expect(RECOVERY_CODES_FILE_NAME).toBe('portal-recovery-codes.txt');
  });
});
