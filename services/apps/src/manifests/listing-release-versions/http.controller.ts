import { Controller, Get, Inject, Param } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { SignedInActor, type Actor } from '@portal/service-runtime';
import { authorize, isUuid, NO_SUCH_APP } from '../../apps/app-access';
import { AppsRepository } from '../../apps/apps.repository';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { versionsIn } from '../manifests.decider';
import { ManifestsRepository } from '../manifests.repository';

/**
 * The app's production versions a Marketplace listing may name as its release version (internal: the marketplace
 * service asks, from the write side, so a version made a moment ago counts).
 */
@Controller()
export class ListingReleaseVersionsController {
  constructor(
    private readonly apps: AppsRepository,
    private readonly manifests: ManifestsRepository,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  @Get('developer_apps/:id/release_versions')
  async releaseVersions(@Param('id') id: string, @SignedInActor() actor: Actor) {
    if (!isUuid(id)) throw new NotFoundError(NO_SUCH_APP);
    const { state } = await this.apps.load(id);
    authorize(state, actor, this.config.edition === 'restricted');
    const { state: manifests } = await this.manifests.load(id);
    return { developer_app_id: id, version_ids: versionsIn(manifests, 'production').map((version) => version.id) };
  }
}
