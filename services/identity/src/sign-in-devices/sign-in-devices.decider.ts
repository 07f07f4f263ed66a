import type { Decider } from '@portal/decider';
import type { SignInDevicesEvent } from './sign-in-devices.events';

/** The browsers and clients a developer's sign-ins have completed in, by the hash of their device cookie. */
export interface SignInDevices {
  known: ReadonlySet<string>;
}

export interface RecordSignIn {
  type: 'RecordSignIn';
  developerId: string;
  deviceKey: string;
  device: string;
  ipAddress: string | null;
  at: string;
}

export type SignInDevicesCommand = RecordSignIn;

export const initialState = (): SignInDevices => ({ known: new Set() });

/**
 * A device seen before adds nothing. The first one of all is recorded as such: at sign-up, or the first sign-in of an
 * account from before devices were recorded, there is nothing to compare it with, and telling the developer would
 * only teach them to ignore the notice.
 */
export const decide = (command: SignInDevicesCommand, state: SignInDevices): SignInDevicesEvent[] => {
  if (state.known.has(command.deviceKey)) return [];
  const { developerId, deviceKey, device, ipAddress, at } = command;
  return [
    {
      type: 'identity.sign_in_devices.device_added',
      data: { developerId, deviceKey, device, ipAddress, firstDevice: state.known.size === 0, addedAt: at },
    },
  ];
};

export const evolve = (state: SignInDevices, event: SignInDevicesEvent): SignInDevices => ({
  known: new Set([...state.known, event.data.deviceKey]),
});

export const signInDevicesDecider: Decider<SignInDevices, SignInDevicesCommand, SignInDevicesEvent> = { initialState, decide, evolve };
