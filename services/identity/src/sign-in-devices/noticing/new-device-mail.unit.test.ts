import type { SignInDeviceAdded } from '../sign-in-devices.events';
import { NEW_DEVICE_SUBJECT, newDeviceMail } from './new-device-mail';

const event = (device: string, ipAddress: string | null): SignInDeviceAdded => ({
  type: 'identity.sign_in_devices.device_added',
  data: { developerId: 'd1', deviceKey: 'a'.repeat(64), device, ipAddress, firstDevice: false, addedAt: '2026-11-28T06:30:12.000Z' },
});

describe('the new sign-in mail', () => {
  it('names the device, address and time, says what to do, and suggests two-step verification while it is off', () => {
    const mail = newDeviceMail(
      { email: 'ann@example.com', firstName: 'Ann', twoFactorOn: false },
      event('Firefox on Windows', '203.0.113.7'),
      'https://portal.test/settings',
    );
    expect(mail).toMatchObject({ to: 'ann@example.com', subject: NEW_DEVICE_SUBJECT });
    expect(mail.text).toContain('Device: Firefox on Windows\nIP address: 203.0.113.7\nWhen: 2026-11-28 06:30 UTC');
    expect(mail.text).toContain('https://portal.test/settings');
    expect(mail.text).toContain('two-step verification');
  });

  it('leaves the suggestion out once two-step verification is on, and says so when the address is not known', () => {
    const mail = newDeviceMail(
      { email: 'ann@example.com', firstName: 'Ann', twoFactorOn: true },
      event('curl', null),
      'https://portal.test/settings',
    );
    expect(mail.text).toContain('IP address: unknown');
    expect(mail.text).not.toContain('two-step verification');
  });

  it('escapes what a client chose (its User-Agent) in the HTML part', () => {
    const mail = newDeviceMail(
      { email: 'ann@example.com', firstName: '<b>Ann</b>', twoFactorOn: true },
      event('<script>x</script>', null),
      'https://portal.test/settings',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Ann</b>');
  });
});
