import type { DomainEvent } from '@portal/decider';

export type DeveloperRole = 'admin' | 'employee';

export type DeveloperSignedUp = DomainEvent<
  'identity.developer.signed_up',
  { developerId: string; firstName: string; lastName: string; email: string; platformId: string; signedUpAt: string }
>;
export type DeveloperEmailConfirmationRequested = DomainEvent<
  'identity.developer.email_confirmation_requested',
  { developerId: string; email: string; requestedAt: string }
>;
export type DeveloperEmailConfirmed = DomainEvent<
  'identity.developer.email_confirmed',
  { developerId: string; email: string; confirmedAt: string }
>;
export type DeveloperRoleGranted = DomainEvent<
  'identity.developer.role_granted',
  { developerId: string; role: DeveloperRole; grantedAt: string }
>;

export type DeveloperEvent = DeveloperSignedUp | DeveloperEmailConfirmationRequested | DeveloperEmailConfirmed | DeveloperRoleGranted;

export const developerStreamId = (developerId: string): string => `developer-${developerId}`;
