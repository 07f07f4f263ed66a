import { describeSecurityEvent, type SecurityEvent } from './describeSecurityEvent';

const entry = (action: SecurityEvent['action'], details: SecurityEvent['details'] = {}): SecurityEvent => ({
  id: 'e1',
  action,
  occurredAt: '2026-11-28T09:00:00.000Z',
  byAdministrator: false,
  details,
});

const ACTIONS: SecurityEvent['action'][] = [
  'account_created',
  'email_confirmed',
  'new_device_sign_in',
  'sessions_ended',
  'password_reset_requested',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_codes_regenerated',
  'recovery_code_used',
  'security_key_added',
  'security_key_removed',
  'role_granted',
  'role_revoked',
];

describe('describeSecurityEvent', () => {
  it('has a sentence for every action of the contract, with or without its details', () => {
    for (const action of ACTIONS) expect(describeSecurityEvent(entry(action)).title).not.toMatch(/missing|\{/);
  });

  it('names the browser and the address of a sign-in from a new browser, and the first one as such', () => {
    expect(
      describeSecurityEvent(entry('new_device_sign_in', { device: 'Firefox on Linux', ip: '203.0.113.9', firstDevice: false })),
    ).toEqual({
      title: 'Signed in from a new browser: Firefox on Linux',
      facts: ['IP address 203.0.113.9'],
    });
    expect(describeSecurityEvent(entry('new_device_sign_in', { device: 'Safari on iOS', ip: null, firstDevice: true }))).toEqual({
      title: 'First sign-in, from Safari on iOS',
      facts: [],
    });
  });

  it('says how a password changed, which addresses, which role, how many codes are left', () => {
    expect(describeSecurityEvent(entry('password_changed', { via: 'reset_link' })).title).toBe('Password changed with a reset link');
    expect(describeSecurityEvent(entry('email_changed', { email: 'b@example.com', previousEmail: 'a@example.com' })).title).toBe(
      'Sign-in address changed from a@example.com to b@example.com',
    );
    expect(describeSecurityEvent(entry('role_revoked', { role: 'employee' })).title).toBe('Provider employee role removed');
    expect(describeSecurityEvent(entry('recovery_code_used', { codesLeft: 3 })).title).toBe('Signed in with a recovery code (3 left)');
    expect(describeSecurityEvent(entry('security_key_added', { keyName: 'YubiKey 5' })).title).toBe('Security key “YubiKey 5” added');
    expect(describeSecurityEvent(entry('security_key_removed', { keyName: 'Phone' })).title).toBe('Security key “Phone” removed');
    expect(describeSecurityEvent(entry('sessions_ended', { scope: 'others' })).title).toBe('Signed out of every other session');
    expect(describeSecurityEvent(entry('sessions_ended', { scope: 'one', device: 'Safari on iOS' })).title).toBe(
      'Signed out of a session on Safari on iOS',
    );
    expect(describeSecurityEvent(entry('sessions_ended', { scope: 'one' })).title).toBe('Signed out of a session on an unknown browser');
  });

  it('takes a value that looks like a placeholder literally', () => {
    expect(describeSecurityEvent(entry('email_change_requested', { email: '{device}@example.com' })).title).toBe(
      'Asked to sign in with {device}@example.com instead',
    );
  });
});
