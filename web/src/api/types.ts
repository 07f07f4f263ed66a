import type { components, paths } from '@portal/contracts/src/generated/openapi';

export type { components, paths };
export type Me = components['schemas']['Me'];
export type SignedInSession = components['schemas']['SignedInSession'];
export type SessionResponse = components['schemas']['SessionResponse'];
export type DeveloperRow = components['schemas']['DeveloperRow'];
export type SignUpRequest = components['schemas']['SignUpRequest'];
export type Edition = components['schemas']['Edition'];
export type Notification = components['schemas']['Notification'];
export type AdminNotification = components['schemas']['AdminNotification'];
export type NotificationInput = components['schemas']['NotificationInput'];
export type NotificationPreferences = components['schemas']['NotificationPreferences'];
export type SignInChallenge = components['schemas']['SignInChallenge'];
export type RecoveryCodes = components['schemas']['RecoveryCodes'];
