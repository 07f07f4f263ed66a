import { Inject, Injectable } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { PG_POOL, type Actor } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { loadForAdmin } from '../administering/administer-developer';
import { currentPasswordProblem, passwordHashOf } from '../credentials';
import { DevelopersRepository } from '../developers.repository';
import { textOf } from '../input';
import { forgetSecondFactor } from '../two-factor/second-factors';

@Injectable()
export class DisableTwoFactorHandler {
  constructor(
    private readonly developers: DevelopersRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** The developer's own, confirmed with the current password. */
  async disable(developerId: string, input: { currentPassword?: unknown }, context: CommandContext) {
    const problem = await currentPasswordProblem(await passwordHashOf(this.pool, developerId), textOf(input.currentPassword) ?? '');
    if (problem) throw new ValidationError({ currentPassword: [problem] });
    return this.turnOff(developerId, developerId, context);
  }

  /** An admin's, for a developer locked out of both the authenticator and the recovery codes (404/403 as the admin edit). */
  async reset(developerId: string, actor: Actor, context: CommandContext) {
    await loadForAdmin(this.developers, developerId, actor);
    return this.turnOff(developerId, actor.id, context);
  }

  private async turnOff(developerId: string, by: string, context: CommandContext) {
    const result = await retryOnRace(() =>
      this.developers.handle(
        developerId,
        { type: 'DisableTwoFactor', by, at: new Date().toISOString() },
        { ...context, actorId: context.actorId ?? by },
        { inTransaction: (client) => forgetSecondFactor(client, developerId) },
      ),
    );
    return { position: result.lastPosition };
  }
}
