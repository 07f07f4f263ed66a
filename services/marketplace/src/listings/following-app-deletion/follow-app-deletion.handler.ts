import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/decider';
import type { EventData } from '@portal/contracts';
import { retryOnRace, type EventEnvelope } from '@portal/eventsourcing';
import type { FollowAppDeleted, FollowAppRestored } from '../listing.decider';
import { ListingsRepository } from '../listings.repository';

export type AppDeleted = DomainEvent<'apps.app.deleted', EventData<'apps.app.deleted'>>;
export type AppUndeleted = DomainEvent<'apps.app.undeleted', EventData<'apps.app.undeleted'>>;

/**
 * A deleted app's listing leaves the public Marketplace and an undeleted app's comes back, decided on the listing
 * from the app event alone (its stream version and time), so no page view asks the apps service whether the app
 * still exists. An app without a listing writes nothing.
 */
@Injectable()
export class FollowAppDeletionHandler {
  constructor(private readonly listings: ListingsRepository) {}

  deleted(event: EventEnvelope<AppDeleted>): Promise<void> {
    return this.follow(event, { type: 'FollowAppDeleted', appStreamVersion: event.streamVersion, at: event.data.deletedAt });
  }

  undeleted(event: EventEnvelope<AppUndeleted>): Promise<void> {
    return this.follow(event, { type: 'FollowAppRestored', appStreamVersion: event.streamVersion, at: event.data.undeletedAt });
  }

  private async follow(event: EventEnvelope<AppDeleted | AppUndeleted>, command: FollowAppDeleted | FollowAppRestored): Promise<void> {
    // The deleter (or the admin who undeleted) is who the listing's event names, as the app's Activity shows it.
    const context = { correlationId: event.metadata.correlationId, causationId: event.id, actorId: event.metadata.actorId };
    // A developer's or an admin's save may land between load and append: the decision is idempotent, so take it again.
    await retryOnRace(() => this.listings.handle(event.data.appId, command, context));
  }
}
