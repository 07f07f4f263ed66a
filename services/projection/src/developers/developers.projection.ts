import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENT_TYPES_BY_TOPIC, type EventTypeOnTopic } from '@portal/contracts';
import type { EventEnvelope } from '@portal/eventsourcing';
import { Documents } from '../core/documents/documents';
import { isOnTopic, type PortalEvent } from '../core/typed-event';
import { DEVELOPERS, type DeveloperDocument } from './developer.document';

type DeveloperFields = Partial<Omit<DeveloperDocument, '_id' | '_rev'>>;

/** Turning two-step verification on, and regenerating, hand out ten codes (the contract's `RecoveryCodes`). */
const RECOVERY_CODES = 10;

/**
 * What each developer event sets on its document. Events that change nothing shown set nothing
 * but still advance `_rev`, so the next one applies in order.
 */
export const developerDocumentChange = (event: PortalEvent<EventTypeOnTopic<'identity.developer'>>): DeveloperFields => {
  switch (event.type) {
    case 'identity.developer.signed_up': {
      const d = event.data;
      return {
        firstName: d.firstName,
        lastName: d.lastName,
        name: `${d.firstName} ${d.lastName}`,
        email: d.email,
        emailLower: d.email.toLowerCase(),
        companyName: null,
        platformId: d.platformId,
        emailConfirmed: false,
        isAdmin: false,
        isEmployee: false,
        signedUpAt: new Date(d.signedUpAt),
      };
    }
    case 'identity.developer.email_confirmed':
      return { emailConfirmed: true };
    case 'identity.developer.email_change_requested':
      return { pendingEmail: event.data.email };
    case 'identity.developer.email_changed':
      return { email: event.data.email, emailLower: event.data.email.toLowerCase(), emailConfirmed: true, pendingEmail: null };
    case 'identity.developer.two_factor_enabled':
      return { twoFactorEnabledAt: event.data.enabledAt, recoveryCodesLeft: RECOVERY_CODES };
    case 'identity.developer.recovery_codes_regenerated':
      return { recoveryCodesLeft: RECOVERY_CODES };
    case 'identity.developer.recovery_code_used':
      return { recoveryCodesLeft: event.data.codesLeft };
    case 'identity.developer.two_factor_disabled':
      return { twoFactorEnabledAt: null, recoveryCodesLeft: 0 };
    case 'identity.developer.role_granted':
      return event.data.role === 'admin' ? { isAdmin: true } : { isEmployee: true };
    case 'identity.developer.role_revoked':
      return event.data.role === 'admin' ? { isAdmin: false } : { isEmployee: false };
    case 'identity.developer.profile_changed': {
      const d = event.data;
      return { firstName: d.firstName, lastName: d.lastName, name: `${d.firstName} ${d.lastName}`, companyName: d.companyName };
    }
    default:
      return {};
  }
};

/** Builds the developers documents (`/api/v1/me`, the developer by id) from identity's developer events. */
@Controller()
export class DevelopersProjection {
  constructor(private readonly documents: Documents) {}

  @EventPattern([...EVENT_TYPES_BY_TOPIC['identity.developer']])
  async apply(@Payload() event: EventEnvelope) {
    if (!isOnTopic(event, 'identity.developer')) return;
    await this.documents.store.applyInOrder(DEVELOPERS, event.data.developerId, event.streamVersion, developerDocumentChange(event));
  }
}
