import { Controller, Get, Inject, Param } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { SignedInActor, type Actor } from '@portal/service-runtime';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { authorize, isUuid, NO_SUCH_APP } from '../app-access';
import { AppsRepository } from '../apps.repository';

/** The viewer's flags on an app, from the write side so they never lag behind a role change. */
@Controller()
export class PermissionsController {
  constructor(
    private readonly apps: AppsRepository,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  @Get('developer_apps/:id/permissions')
  async permissions(@Param('id') id: string, @SignedInActor() actor: Actor) {
    if (!isUuid(id)) throw new NotFoundError(NO_SUCH_APP);
    const { state } = await this.apps.load(id);
    const { role, permissions } = authorize(state, actor, this.config.edition === 'restricted');
    // The partner gate: with marketplace self-service on, an app lists only once an admin enabled it.
    const listingEnabled = !this.config.marketplaceSelfService || state.marketplaceEnabled;
    return { developer_app_id: id, role, ...permissions, marketplace_listing_enabled: listingEnabled };
  }
}
