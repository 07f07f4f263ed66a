import { Controller, Get, Param } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { SignedInActor, type Actor } from '@portal/service-runtime';
import { UUID } from '../core/app-access';
import { MyInstallationsQuery, type MyInstallation } from './my-installations.query';

/**
 * The listing page's "my installations": the caller's own, so no role on the app is asked for, and the
 * listing's state does not matter (its installations outlive its publication). An id that cannot name an
 * app is a 404, as the install's; any other app id answers a list, empty when the caller installed none.
 */
@Controller('engagement/apps')
export class MyInstallationsController {
  constructor(private readonly installations: MyInstallationsQuery) {}

  @Get(':id/installations/mine')
  list(@Param('id') id: string, @SignedInActor() actor: Actor): Promise<MyInstallation[]> {
    if (!UUID.test(id)) throw new NotFoundError('No such Marketplace listing');
    return this.installations.of(actor.id, id.toLowerCase());
  }
}
