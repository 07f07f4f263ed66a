import type { Decider } from '@portal/decider';
import type { SignInDevicesEvent } from './sign-in-devices.events';

/** One remembered device key and the ones before it. */
interface KnownDevice {
  readonly key: string;
  readonly before: KnownDevice | null;
}

/**
 * The browsers and clients a developer's sign-ins have completed in, by the hash of their device cookie: a list each
 * event adds one cell to, so folding a long stream (an account signed in by scripts that keep no cookie) stays
 * linear, where copying a set per event would not.
 */
export interface SignInDevices {
  count: number;
  newest: KnownDevice | null;
}

const knows = (state: SignInDevices, key: string): boolean => {
  for (let cell = state.newest; cell; cell = cell.before) if (cell.key === key) return true;
  return false;
};

export interface RecordSignIn {
  type: 'RecordSignIn';
  developerId: string;
  deviceKey: string;
  device: string;
  ipAddress: string | null;
  /** The sign-up itself completed here (a sign-up sent again after its answer, device cookie included, was lost). */
  atSignUp?: boolean;
  at: string;
}

/** Every other session (the developer), or every session (an administrator), ended at once. */
export interface RecordSessionsEnded {
  type: 'RecordSessionsEnded';
  developerId: string;
  by: string;
  scope: 'one' | 'others' | 'all';
  /** `one`: the browser that session was on, when it was recorded. */
  device?: string;
  at: string;
}

export type SignInDevicesCommand = RecordSignIn | RecordSessionsEnded;

export const initialState = (): SignInDevices => ({ count: 0, newest: null });

/**
 * A device seen before adds nothing. The first one of all is recorded as such: at sign-up, or the first sign-in of an
 * account from before devices were recorded, there is nothing to compare it with, and telling the developer would
 * only teach them to ignore the notice. A device the sign-up completed in is marked so too, even when it is not the
 * first (the sign-up's repeat after a lost answer arrives without the first answer's device cookie).
 */
export const decide = (command: SignInDevicesCommand, state: SignInDevices): SignInDevicesEvent[] => {
  if (command.type === 'RecordSessionsEnded') {
    const { developerId, by, scope, device, at } = command;
    const data = { developerId, by, scope, ...(scope === 'one' && device ? { device } : {}), endedAt: at };
    return [{ type: 'identity.sign_in_devices.sessions_ended', data }];
  }
  if (knows(state, command.deviceKey)) return [];
  const { developerId, deviceKey, device, ipAddress, at } = command;
  return [
    {
      type: 'identity.sign_in_devices.device_added',
      data: { developerId, deviceKey, device, ipAddress, firstDevice: state.count === 0 || command.atSignUp === true, addedAt: at },
    },
  ];
};

/** Only a new device changes what is known; ended sessions are history for the security log. */
export const evolve = (state: SignInDevices, event: SignInDevicesEvent): SignInDevices =>
  event.type === 'identity.sign_in_devices.device_added'
    ? { count: state.count + 1, newest: { key: event.data.deviceKey, before: state.newest } }
    : state;

export const signInDevicesDecider: Decider<SignInDevices, SignInDevicesCommand, SignInDevicesEvent> = { initialState, decide, evolve };
