import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, ValidationError, type FieldErrors } from '@portal/decider';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { currentPasswordProblem, passwordHashOf, storePasswordHash } from '../credentials';
import { DevelopersRepository } from '../developers.repository';
import { textOf } from '../input';
import { hashPassword } from '../passwords';
import { newPasswordProblems } from '../signing-up/sign-up.rules';

export interface ChangePasswordInput {
  currentPassword?: unknown;
  password?: unknown;
  passwordConfirmation?: unknown;
}

export const CHANGE_MESSAGES = {
  mustDiffer: 'New password must be different from the current password',
  changedMeanwhile: 'Your password was changed in the meantime. Please try again.',
} as const;

@Injectable()
export class ChangePasswordHandler {
  constructor(
    private readonly developers: DevelopersRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** Every problem at once (current password, rules, confirmation), in the sign-up form's words. */
  async change(developerId: string, input: ChangePasswordInput, context: CommandContext) {
    const current = textOf(input.currentPassword) ?? '';
    const password = textOf(input.password);
    const fields: FieldErrors = newPasswordProblems(password, textOf(input.passwordConfirmation));
    const stored = await passwordHashOf(this.pool, developerId);
    const currentProblem = await currentPasswordProblem(stored, current);
    if (currentProblem) fields.currentPassword = [currentProblem];
    else if (password === current) fields.password = [...(fields.password ?? []), CHANGE_MESSAGES.mustDiffer];
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
    const passwordHash = await hashPassword(password!);
    // A profile edit racing the append is decided again; another password change meets the hash check below.
    const result = await retryOnRace(() =>
      this.developers.handle(developerId, { type: 'ChangePassword', via: 'settings', at: new Date().toISOString() }, context, {
        inTransaction: async (client) => {
          // The current password was checked against this hash; another change since then wins, this one retries.
          if ((await passwordHashOf(client, developerId, { lock: true })) !== stored)
            throw new ConflictError(CHANGE_MESSAGES.changedMeanwhile);
          await storePasswordHash(client, developerId, passwordHash);
        },
      }),
    );
    return { position: result.lastPosition };
  }
}
