import { Controller, Get, Inject, Param } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { SignedInActor, type Actor } from '@portal/service-runtime';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { DevelopersDirectory } from '../../developers/developers.directory';
import { SandboxesRepository } from '../../sandboxes/sandboxes.repository';
import { ManifestsRepository } from '../../manifests/manifests.repository';
import { authorize, isUuid, NO_SUCH_APP } from '../app-access';
import { AppsRepository } from '../apps.repository';
import { activityOf, clientIdsOf, collaboratorIdsOf } from './activity';
import { ForeignEventsSource } from './foreign-events.source';

/**
 * Activity is read from the event stores themselves: the app's, its sandbox's and its manifest
 * stream's here, its OAuth clients' in identity, its listing's in the marketplace service, and for
 * admins its rate limits' in the quota service.
 */
@Controller()
export class ActivityController {
  constructor(
    private readonly apps: AppsRepository,
    private readonly sandboxes: SandboxesRepository,
    private readonly manifests: ManifestsRepository,
    private readonly directory: DevelopersDirectory,
    private readonly foreign: ForeignEventsSource,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  @Get('developer_apps/:id/activity')
  async activity(@Param('id') id: string, @SignedInActor() actor: Actor) {
    if (!isUuid(id)) throw new NotFoundError(NO_SUCH_APP);
    const { state } = await this.apps.load(id);
    authorize(state, actor, this.config.edition === 'restricted', 'view_activity');
    const [app, sandbox, manifests, clients, listing] = await Promise.all([
      this.apps.readEvents(id),
      this.sandboxes.readEvents(state.sandboxId),
      this.manifests.readEvents(id),
      this.foreign.clientEventsOf(id),
      this.foreign.listingEventsOf(id),
    ]);
    // Who changed which rate limit when: for admins, who manage the limits (spec 1 §6).
    const buckets = actor.isAdmin ? await this.foreign.bucketEventsOf(clientIdsOf(clients)) : [];
    // The collaborators whose role changes and removals it names: the events carry only their ids.
    const collaborators = new Map((await this.directory.findMany(collaboratorIdsOf(app.events))).map((p) => [p.id, p]));
    const items = activityOf({
      app: [...app.events, ...sandbox.events],
      manifests: manifests.events,
      clients,
      listing,
      buckets,
      collaborators,
    });
    const people = new Map(
      (await this.directory.findMany([...new Set(items.map((i) => i.actorId).filter((a): a is string => !!a))])).map((p) => [p.id, p]),
    );
    return items.map((item) => {
      const person = item.actorId ? people.get(item.actorId) : undefined;
      return {
        id: item.id,
        type: item.type,
        summary: item.summary,
        actor: item.actorId ? { id: item.actorId, name: person?.name ?? null, email: person?.email ?? null } : null,
        occurred_at: item.occurredAt,
      };
    });
  }
}
