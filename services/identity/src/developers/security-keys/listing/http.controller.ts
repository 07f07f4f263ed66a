import { Controller, Get, Inject } from '@nestjs/common';
import { PG_POOL, SignedInActor, type Actor } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { securityKeyView } from '../security-key.view';
import { securityKeysOf } from '../security-keys.table';

/** From the table the keys are written to in the events' transaction: a key just added or removed shows at once. */
@Controller('me/security_keys')
export class ListSecurityKeysController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get()
  async list(@SignedInActor() actor: Actor) {
    return (await securityKeysOf(this.pool, actor.id)).map(securityKeyView);
  }
}
