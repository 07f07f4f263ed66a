import { Controller, Get, Inject, Param } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { SignedInActor, type Actor } from '@portal/service-runtime';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { authorize, isUuid, NO_SUCH_APP } from '../app-access';
import { isPermission } from '../app-permissions.rules';
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

  /**
   * Asked by the gateway before a read the projection answers for every member but only some roles may see (the
   * pending invitations, for who may update collaborators): the same 404 and 403 a command would get, decided here
   * with the role matrix every command uses, so the read and the commands never disagree on who may.
   */
  @Get('developer_apps/:id/authorizations/:permission')
  async authorization(@Param('id') id: string, @Param('permission') permission: string, @SignedInActor() actor: Actor) {
    if (!isPermission(permission)) throw new NotFoundError('No such permission');
    if (!isUuid(id)) throw new NotFoundError(NO_SUCH_APP);
    const { state } = await this.apps.load(id);
    const { role } = authorize(state, actor, this.config.edition === 'restricted', permission);
    return { developer_app_id: id, permission, role };
  }
}
