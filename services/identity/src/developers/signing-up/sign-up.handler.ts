import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { idempotentId, keyAlreadySpent, PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { DevelopersRepository, profileOf } from '../developers.repository';
import { hashPassword, verifyPassword } from '../passwords';
import { MESSAGES, normalizeEmail, signUpProblems, type SignUpInput } from './sign-up.rules';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class SignUpHandler {
  constructor(
    private readonly developers: DevelopersRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /**
   * With an Idempotency-Key the account's id comes from the key and the address, so a sign-up sent again after a
   * lost answer meets its own account: answered as made (the caller signs in) when the password is the one it was
   * made with, instead of "This email address is already registered".
   */
  async signUp(input: SignUpInput, context: CommandContext, idempotencyKey?: string) {
    const problems = signUpProblems(input);
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
    const emailLower = normalizeEmail(input.email!);
    const developerId = idempotencyKey === undefined ? randomUUID() : idempotentId('sign_up', emailLower, idempotencyKey);
    if (await this.emailTaken(emailLower)) return this.replay(developerId, emailLower, input, idempotencyKey);
    const passwordHash = await hashPassword(input.password!);
    try {
      const result = await this.developers.handle(
        developerId,
        {
          type: 'SignUp',
          developerId,
          firstName: input.firstName!.trim(),
          lastName: input.lastName!.trim(),
          email: input.email!.trim(),
          platformId: newPlatformId(),
          at: new Date().toISOString(),
        },
        context,
        {
          // The reservation and the hash commit with the event or not at all.
          inTransaction: async (client) => {
            await client.query('INSERT INTO developer_emails (email_lower, developer_id) VALUES ($1, $2)', [emailLower, developerId]);
            await client.query('INSERT INTO developer_credentials (developer_id, password_hash) VALUES ($1, $2)', [
              developerId,
              passwordHash,
            ]);
          },
        },
      );
      return { profile: profileOf(result.state), position: result.lastPosition, replayed: false };
    } catch (error) {
      // Another sign-up took the address first, or (with a key) a racing send of this one made the account.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION || (idempotencyKey !== undefined && keyAlreadySpent(error))) {
        return this.replay(developerId, emailLower, input, idempotencyKey);
      }
      throw error;
    }
  }

  /**
   * The address is registered: it is this key's own sign-up only when the key made that account and the password
   * matches (the proof a sign-in asks for); anything else, including an account with two-step verification on since,
   * is the usual "already registered", so nothing more is learnt about the account than without a key.
   */
  private async replay(developerId: string, emailLower: string, input: SignUpInput, idempotencyKey: string | undefined) {
    if (idempotencyKey === undefined) throw emailTaken();
    const { rows } = await this.pool.query<{ developer_id: string; password_hash: string }>(
      `SELECT e.developer_id, c.password_hash FROM developer_emails e
         JOIN developer_credentials c ON c.developer_id = e.developer_id WHERE e.email_lower = $1`,
      [emailLower],
    );
    const row = rows[0];
    if (row?.developer_id !== developerId || !(await verifyPassword(row.password_hash, input.password!))) throw emailTaken();
    const { state, position } = await this.developers.load(developerId);
    const profile = profileOf(state);
    if (profile.twoFactorEnabled) throw emailTaken();
    return { profile, position, replayed: true };
  }

  private async emailTaken(emailLower: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM developer_emails WHERE email_lower = $1', [emailLower]);
    return (rowCount ?? 0) > 0;
  }
}

const emailTaken = (): ValidationError => new ValidationError({ email: [MESSAGES.emailTaken] });

/** The platform's identifier for a developer: short, readable, unguessable enough for support use. */
const newPlatformId = (): string => `PD${String(randomInt(0, 1e10)).padStart(10, '0')}`;
