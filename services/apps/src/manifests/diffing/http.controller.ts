import { Controller, Get, Param, Query } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { SignedInActor, type Actor } from '@portal/service-runtime';
import { permissionsOf } from '../content';
import { ManifestAccess } from '../manifest-access';
import { findVersion, NO_SUCH_VERSION } from '../manifests.decider';
import { diffJson, permissionIncreases } from './manifest-diff';

@Controller()
export class DiffController {
  constructor(private readonly access: ManifestAccess) {}

  /** From `against` (before) to this version (after), both versions of the same app. */
  @Get('app_versioned_manifests/:id/diff')
  async diff(@Param('id') id: string, @Query('against') against: string | undefined, @SignedInActor() actor: Actor) {
    const { appId } = await this.access.forVersion(id, actor, 'view_manifests');
    const { state } = await this.access.load(appId);
    const after = findVersion(state, id);
    const before = typeof against === 'string' ? findVersion(state, against) : null;
    if (!after || !before) throw new NotFoundError(NO_SUCH_VERSION);
    return {
      data: {
        changes: diffJson(before.content, after.content),
        permission_increases: permissionIncreases(permissionsOf(before.content), permissionsOf(after.content)),
      },
    };
  }
}
