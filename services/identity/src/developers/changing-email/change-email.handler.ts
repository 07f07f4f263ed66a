import { Inject, Injectable } from '@nestjs/common';
import { ValidationError, type FieldErrors } from '@portal/decider';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../core/identity.config';
import { currentPasswordProblem, passwordHashOf } from '../credentials';
import { EMAIL_CHANGE_MESSAGES } from '../developer.decider';
import { DevelopersRepository } from '../developers.repository';
import { textOf } from '../input';
import { MESSAGES, isValidEmail, normalizeEmail } from '../signing-up/sign-up.rules';
import { emailChangeLinks } from './email-change-link';

export interface RequestEmailChangeInput {
  email?: unknown;
  currentPassword?: unknown;
}

const UNIQUE_VIOLATION = '23505';

const invalidLink = (): ValidationError =>
  new ValidationError({ token: [EMAIL_CHANGE_MESSAGES.invalidLink] }, EMAIL_CHANGE_MESSAGES.invalidLink);

@Injectable()
export class ChangeEmailHandler {
  constructor(
    private readonly developers: DevelopersRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** Every problem at once (address, password); the link is mailed from the committed event. */
  async request(developerId: string, input: RequestEmailChangeInput, context: CommandContext) {
    const email = textOf(input.email)?.trim() ?? '';
    const current = textOf(input.currentPassword) ?? '';
    const fields: FieldErrors = {};
    if (!isValidEmail(email)) fields.email = [MESSAGES.emailInvalid];
    else if (await this.takenByAnother(email, developerId)) fields.email = [MESSAGES.emailTaken];
    const currentProblem = await currentPasswordProblem(await passwordHashOf(this.pool, developerId), current);
    if (currentProblem) fields.currentPassword = [currentProblem];
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
    const result = await this.developers.handle(developerId, { type: 'RequestEmailChange', email, at: new Date().toISOString() }, context);
    return { pendingEmail: email, position: result.lastPosition };
  }

  /**
   * The link from the new address's mailbox. The reservation moves with the event, in its transaction: an address
   * another account took meanwhile is refused, and the old one is free for others at once.
   */
  async complete(token: unknown, context: CommandContext) {
    const claims = typeof token === 'string' && token ? emailChangeLinks.verify(token, this.config.confirmationSecret, Date.now()) : null;
    if (!claims) throw invalidLink();
    try {
      // A concurrent write to the developer (a second click) is decided again; the decider makes the repeat a no-op.
      const result = await retryOnRace(() =>
        this.developers.handle(
          claims.developerId,
          { type: 'ChangeEmail', email: claims.email, from: claims.from, at: new Date().toISOString() },
          { ...context, actorId: context.actorId ?? claims.developerId },
          {
            inTransaction: async (client, decision) => {
              await client.query('UPDATE developer_emails SET email_lower = $2 WHERE developer_id = $1', [
                claims.developerId,
                normalizeEmail(decision.state.email),
              ]);
            },
          },
        ),
      );
      return { email: result.state.email, position: result.lastPosition };
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION)
        throw new ValidationError({ email: [MESSAGES.emailTaken] }, MESSAGES.emailTaken);
      throw error;
    }
  }

  private async takenByAnother(email: string, developerId: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ developer_id: string }>('SELECT developer_id FROM developer_emails WHERE email_lower = $1', [
      normalizeEmail(email),
    ]);
    return rows.length > 0 && rows[0]!.developer_id !== developerId;
  }
}
