import { Inject, Injectable } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../core/identity.config';
import { credentialStamp, lockedPasswordHash, passwordHashOf, storePasswordHash } from '../credentials';
import { INVALID_RESET_LINK } from '../developer.decider';
import { DevelopersRepository } from '../developers.repository';
import { textOf } from '../input';
import { hashPassword } from '../passwords';
import { MESSAGES, isValidEmail, newPasswordProblems, normalizeEmail } from '../signing-up/sign-up.rules';
import { resetLinks } from './reset-link';

export interface CompleteResetInput {
  token?: unknown;
  password?: unknown;
  passwordConfirmation?: unknown;
}

const invalidLink = (): ValidationError => new ValidationError({ token: [INVALID_RESET_LINK] }, INVALID_RESET_LINK);
@Injectable()
export class ResetPasswordHandler {
  constructor(
    private readonly developers: DevelopersRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** Records a request for a registered address and nothing for any other; the caller answers the same either way. */
  async request(email: unknown, context: CommandContext): Promise<void> {
    const address = textOf(email)?.trim() ?? '';
    if (!isValidEmail(address)) throw new ValidationError({ email: [MESSAGES.emailInvalid] });
    const { rows } = await this.pool.query<{ developer_id: string }>('SELECT developer_id FROM developer_emails WHERE email_lower = $1', [
      normalizeEmail(address),
    ]);
    const developerId = rows[0]?.developer_id;
    if (!developerId) return;
    await this.developers.handle(
      developerId,
      { type: 'RequestPasswordReset', at: new Date().toISOString() },
      { ...context, actorId: context.actorId ?? developerId },
    );
  }

  /** The link's claims when it is genuine and unexpired; null otherwise. */
  private claimsOf(token: unknown) {
    return typeof token === 'string' && token ? resetLinks.verify(token, this.config.confirmationSecret, Date.now()) : null;
  }

  /** Whether the link can still set a password (genuine, unexpired, unused); changes nothing. */
  async check(token: unknown): Promise<{ valid: true } | { valid: false; message: string }> {
    const claims = this.claimsOf(token);
    const current = claims ? await passwordHashOf(this.pool, claims.developerId) : null;
    if (claims && current !== null && credentialStamp(current) === claims.stamp) return { valid: true };
    return { valid: false, message: INVALID_RESET_LINK };
  }

  /** Sets the new password if the link is genuine, unexpired and unused; the stamp check runs under the row lock. */
  async complete(input: CompleteResetInput, context: CommandContext) {
    const claims = this.claimsOf(input.token);
    if (!claims) throw invalidLink();
    const password = textOf(input.password);
    const problems = newPasswordProblems(password, textOf(input.passwordConfirmation));
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
    const { state } = await this.developers.load(claims.developerId);
    if (!state.exists) throw invalidLink();
    const passwordHash = await hashPassword(password!);
    const result = await this.developers.handle(
      claims.developerId,
      { type: 'ChangePassword', via: 'reset_link', email: claims.email, at: new Date().toISOString() },
      { ...context, actorId: context.actorId ?? claims.developerId },
      {
        inTransaction: async (client) => {
          const current = await lockedPasswordHash(client, claims.developerId);
          if (current === null || credentialStamp(current) !== claims.stamp) throw invalidLink();
          await storePasswordHash(client, claims.developerId, passwordHash);
        },
      },
    );
    return { developerId: claims.developerId, position: result.lastPosition };
  }
}
