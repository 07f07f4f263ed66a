import { specFor } from '@portal/decider';
import { signInDevicesDecider, type RecordSignIn } from './sign-in-devices.decider';
import type { SessionsEnded, SignInDeviceAdded } from './sign-in-devices.events';

const spec = specFor(signInDevicesDecider);
const at = '2026-11-28T06:00:00.000Z';
const laptop = 'a'.repeat(64);
const phone = 'b'.repeat(64);
const signIn = (deviceKey: string, device = 'Firefox on Windows'): RecordSignIn => ({
  type: 'RecordSignIn',
  developerId: 'd1',
  deviceKey,
  device,
  ipAddress: '203.0.113.7',
  at,
});
const added = (deviceKey: string, firstDevice: boolean, device = 'Firefox on Windows'): SignInDeviceAdded => ({
  type: 'identity.sign_in_devices.device_added',
  data: { developerId: 'd1', deviceKey, device, ipAddress: '203.0.113.7', firstDevice, addedAt: at },
});

const ended = (scope: 'others' | 'all', by = 'd1'): SessionsEnded => ({
  type: 'identity.sign_in_devices.sessions_ended',
  data: { developerId: 'd1', by, scope, endedAt: at },
});

describe('sign-in devices decider', () => {
  it('When sessions are ended at once, Then it is recorded, by whom and which', () => {
    spec([added(laptop, true)])
      .when({ type: 'RecordSessionsEnded', developerId: 'd1', by: 'admin-1', scope: 'all', at })
      .then([ended('all', 'admin-1')]);
  });

  it('When one other session is ended, Then it is recorded with the browser it was on', () => {
    spec([added(laptop, true)])
      .when({ type: 'RecordSessionsEnded', developerId: 'd1', by: 'd1', scope: 'one', device: 'Firefox on Linux', at })
      .then([
        {
          type: 'identity.sign_in_devices.sessions_ended',
          data: { developerId: 'd1', by: 'd1', scope: 'one', device: 'Firefox on Linux', endedAt: at },
        },
      ]);
  });

  it('When a session ended at once names a browser, Then the browser is left out (only one session has one)', () => {
    spec([added(laptop, true)])
      .when({ type: 'RecordSessionsEnded', developerId: 'd1', by: 'd1', scope: 'others', device: 'Firefox on Linux', at })
      .then([ended('others')]);
  });

  it('Given sessions were ended, When a known device signs in again, Then it is still known (ending sessions forgets no device)', () => {
    spec([added(laptop, true), ended('others')])
      .when(signIn(laptop))
      .then([]);
  });

  it('Given no devices, When the first sign-in completes, Then it is recorded as the first device', () => {
    spec([])
      .when(signIn(laptop))
      .then([added(laptop, true)]);
  });

  it('Given a known device, When it signs in again, Then nothing is recorded', () => {
    spec([added(laptop, true)])
      .when(signIn(laptop))
      .then([]);
  });

  it('Given a known device, When another one signs in, Then it is a new device (not the first)', () => {
    spec([added(laptop, true)])
      .when(signIn(phone, 'Safari on iOS'))
      .then([added(phone, false, 'Safari on iOS')]);
  });

  it('Given the sign-up device, When the sign-up sent again completes in a browser without its cookie, Then that one is marked like the first (nobody told)', () => {
    spec([added(laptop, true)])
      .when({ ...signIn(phone), atSignUp: true })
      .then([added(phone, true)]);
  });

  it('Given two devices, When either signs in again, Then nothing is recorded', () => {
    spec([added(laptop, true), added(phone, false)])
      .when(signIn(phone))
      .then([]);
  });

  it('Given hundreds of devices, When the oldest or the newest signs in again, Then nothing is recorded', () => {
    const keys = Array.from({ length: 500 }, (_, i) => i.toString(16).padStart(64, '0'));
    const history = keys.map((key, i) => added(key, i === 0));
    spec(history).when(signIn(keys[0]!)).then([]);
    spec(history).when(signIn(keys[499]!)).then([]);
    spec(history)
      .when(signIn(phone))
      .then([added(phone, false)]);
  });
});
