import { Inject, Injectable } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../core/identity.config';
import { credentialStamp, passwordHashOf, storePasswordHash } from '../credentials';
import { INVALID_RESET_LINK } from '../developer.decider';
import { DevelopersRepository } from '../developers.repository';
import { textOf } from '../input';
import { hashPassword, verifyPassword } from '../passwords';
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

  /** The link's claims while it can still set a password (genuine, unexpired, unused); null otherwise. */
  private async usableClaims(token: unknown) {
    const claims = typeof token === 'string' && token ? resetLinks.verify(token, this.config.confirmationSecret, Date.now()) : null;
    const current = claims ? await passwordHashOf(this.pool, claims.developerId) : null;
    return claims && current !== null && credentialStamp(current) === claims.stamp ? claims : null;
  }

  /** Whether the link can still set a password; changes nothing. */
  async check(token: unknown): Promise<{ valid: true } | { valid: false; message: string }> {
    return (await this.usableClaims(token)) ? { valid: true } : { valid: false, message: INVALID_RESET_LINK };
  }

  /** Sets the new password if the link is usable; the stamp is checked again under the row lock, so it works once. */
  async complete(input: CompleteResetInput, context: CommandContext) {
    const claims = await this.usableClaims(input.token);
    if (!claims) return this.alreadyCompleted(input);
    const password = textOf(input.password);
    const problems = newPasswordProblems(password, textOf(input.passwordConfirmation));
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
    const passwordHash = await hashPassword(password!);
    // Two uses of the link at once: the one that lost the append race decides again and meets the spent stamp.
    const result = await retryOnRace(() =>
      this.developers.handle(
        claims.developerId,
        { type: 'ChangePassword', via: 'reset_link', email: claims.email, at: new Date().toISOString() },
        { ...context, actorId: context.actorId ?? claims.developerId },
        {
          inTransaction: async (client) => {
            const current = await passwordHashOf(client, claims.developerId, { lock: true });
            if (current === null || credentialStamp(current) !== claims.stamp) throw invalidLink();
            await storePasswordHash(client, claims.developerId, passwordHash);
          },
        },
      ),
    );
    return { developerId: claims.developerId, position: result.lastPosition, replayed: false };
  }

  /**
   * A spent link sent again with the password it set (the first answer was lost, and the reader clicked Save again):
   * done, not "invalid link", while the link is still within its time. Any other password is the invalid link it is.
   */
  private async alreadyCompleted(input: CompleteResetInput) {
    const token = input.token;
    const claims = typeof token === 'string' && token ? resetLinks.verify(token, this.config.confirmationSecret, Date.now()) : null;
    const password = textOf(input.password);
    if (!claims || !password) throw invalidLink();
    const current = await passwordHashOf(this.pool, claims.developerId);
    if (current === null || !(await verifyPassword(current, password))) throw invalidLink();
    const { position } = await this.developers.load(claims.developerId);
    return { developerId: claims.developerId, position, replayed: true };
  }
}
