import { Inject, Injectable } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { currentPasswordProblem, passwordHashOf } from '../credentials';
import { DevelopersRepository } from '../developers.repository';
import { textOf } from '../input';
import { hashRecoveryCode, newRecoveryCodes } from '../two-factor/recovery-codes';
import { storeRecoveryHashes } from '../two-factor/second-factors';

@Injectable()
export class RegenerateRecoveryCodesHandler {
  constructor(
    private readonly developers: DevelopersRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** Ten new codes, shown this once; the old ones stop working in the same transaction (409 while it is off). */
  async regenerate(developerId: string, input: { currentPassword?: unknown }, context: CommandContext) {
    const problem = await currentPasswordProblem(await passwordHashOf(this.pool, developerId), textOf(input.currentPassword) ?? '');
    if (problem) throw new ValidationError({ currentPassword: [problem] });
    const recoveryCodes = newRecoveryCodes();
    const result = await retryOnRace(() =>
      this.developers.handle(developerId, { type: 'RegenerateRecoveryCodes', at: new Date().toISOString() }, context, {
        inTransaction: (client) => storeRecoveryHashes(client, developerId, recoveryCodes.map(hashRecoveryCode)),
      }),
    );
    return { recoveryCodes, position: result.lastPosition };
  }
}
