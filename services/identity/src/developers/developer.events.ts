import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

export type DeveloperRole = EventData<'identity.developer.role_granted'>['role'];

export type DeveloperSignedUp = DomainEvent<'identity.developer.signed_up', EventData<'identity.developer.signed_up'>>;
export type DeveloperEmailConfirmationRequested = DomainEvent<
  'identity.developer.email_confirmation_requested',
  EventData<'identity.developer.email_confirmation_requested'>
>;
export type DeveloperEmailConfirmed = DomainEvent<'identity.developer.email_confirmed', EventData<'identity.developer.email_confirmed'>>;
export type DeveloperRoleGranted = DomainEvent<'identity.developer.role_granted', EventData<'identity.developer.role_granted'>>;

export type DeveloperProfileChanged = DomainEvent<'identity.developer.profile_changed', EventData<'identity.developer.profile_changed'>>;
export type DeveloperRoleRevoked = DomainEvent<'identity.developer.role_revoked', EventData<'identity.developer.role_revoked'>>;

export type DeveloperPasswordResetRequested = DomainEvent<
  'identity.developer.password_reset_requested',
  EventData<'identity.developer.password_reset_requested'>
>;
export type DeveloperPasswordChanged = DomainEvent<'identity.developer.password_changed', EventData<'identity.developer.password_changed'>>;

export type DeveloperEmailChangeRequested = DomainEvent<
  'identity.developer.email_change_requested',
  EventData<'identity.developer.email_change_requested'>
>;
export type DeveloperEmailChanged = DomainEvent<'identity.developer.email_changed', EventData<'identity.developer.email_changed'>>;

export type DeveloperTwoFactorEnabled = DomainEvent<
  'identity.developer.two_factor_enabled',
  EventData<'identity.developer.two_factor_enabled'>
>;
export type DeveloperTwoFactorDisabled = DomainEvent<
  'identity.developer.two_factor_disabled',
  EventData<'identity.developer.two_factor_disabled'>
>;
export type DeveloperRecoveryCodesRegenerated = DomainEvent<
  'identity.developer.recovery_codes_regenerated',
  EventData<'identity.developer.recovery_codes_regenerated'>
>;
export type DeveloperRecoveryCodeUsed = DomainEvent<
  'identity.developer.recovery_code_used',
  EventData<'identity.developer.recovery_code_used'>
>;

export type DeveloperSecurityKeyAdded = DomainEvent<
  'identity.developer.security_key_added',
  EventData<'identity.developer.security_key_added'>
>;
export type DeveloperSecurityKeyRemoved = DomainEvent<
  'identity.developer.security_key_removed',
  EventData<'identity.developer.security_key_removed'>
>;

export type DeveloperEvent =
  | DeveloperSignedUp
  | DeveloperEmailConfirmationRequested
  | DeveloperEmailConfirmed
  | DeveloperRoleGranted
  | DeveloperProfileChanged
  | DeveloperRoleRevoked
  | DeveloperPasswordResetRequested
  | DeveloperPasswordChanged
  | DeveloperEmailChangeRequested
  | DeveloperEmailChanged
  | DeveloperTwoFactorEnabled
  | DeveloperTwoFactorDisabled
  | DeveloperRecoveryCodesRegenerated
  | DeveloperRecoveryCodeUsed
  | DeveloperSecurityKeyAdded
  | DeveloperSecurityKeyRemoved;

export const developerStreamId = (developerId: string): string => `developer-${developerId}`;
