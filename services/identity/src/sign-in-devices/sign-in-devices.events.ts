import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

export type SignInDeviceAdded = DomainEvent<'identity.sign_in_devices.device_added', EventData<'identity.sign_in_devices.device_added'>>;

export type SessionsEnded = DomainEvent<'identity.sign_in_devices.sessions_ended', EventData<'identity.sign_in_devices.sessions_ended'>>;

export type SignInDevicesEvent = SignInDeviceAdded | SessionsEnded;

/**
 * One stream per developer, the account's sign-in history, apart from the developer stream: a sign-in somewhere new, or
 * an admin's "Sign out everywhere", must not bump the version an open edit form holds.
 */
export const signInDevicesStreamId = (developerId: string): string => `sign-in-devices-${developerId}`;
