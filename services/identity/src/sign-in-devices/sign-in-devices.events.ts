import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

export type SignInDeviceAdded = DomainEvent<'identity.sign_in_devices.device_added', EventData<'identity.sign_in_devices.device_added'>>;

export type SignInDevicesEvent = SignInDeviceAdded;

/** One stream per developer, apart from the developer stream: a sign-in somewhere new must not bump the version an open edit form holds. */
export const signInDevicesStreamId = (developerId: string): string => `sign-in-devices-${developerId}`;
