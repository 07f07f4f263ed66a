import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@portal/eventsourcing';
import type { AppDeleted } from '../../apps/app.events';
import { AppsRepository } from '../../apps/apps.repository';
import { ManifestAccess } from '../manifest-access';

/**
 * Withdraws the versions in review of an app that is deleted, as its deleter (the event's actor). Read late (a
 * backlog, a replay, a redelivery) the app may be undeleted again or the version decided: nothing is done then.
 */
@Injectable()
export class WithdrawDeletedHandler {
  constructor(
    private readonly apps: AppsRepository,
    private readonly access: ManifestAccess,
  ) {}

  async withdraw(event: EventEnvelope<AppDeleted>): Promise<void> {
    const { appId, deletedAt } = event.data;
    const { state: app } = await this.apps.load(appId);
    if (app.deletedAt === null) return;
    const { state: manifests } = await this.access.load(appId);
    const by = event.metadata.actorId ?? app.ownerId;
    const context = { correlationId: event.metadata.correlationId, causationId: event.id, actorId: by };
    for (const version of manifests.versions.filter((v) => v.state === 'in_review')) {
      await this.access.run(appId, { type: 'WithdrawReview', versionId: version.id, by, at: deletedAt }, context);
    }
  }
}
