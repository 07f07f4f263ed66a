import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { DevelopersRepository, profileOf } from '../developers.repository';
import { hashPassword } from '../passwords';
import { MESSAGES, normalizeEmail, signUpProblems, type SignUpInput } from './sign-up.rules';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class SignUpHandler {
  constructor(
    private readonly developers: DevelopersRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async signUp(input: SignUpInput, context: CommandContext) {
    const problems = signUpProblems(input);
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
    const emailLower = normalizeEmail(input.email!);
    if (await this.emailTaken(emailLower)) throw emailTaken();
    const developerId = randomUUID();
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
      return { profile: profileOf(result.state), position: result.lastPosition };
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
      throw error;
    }
  }

  private async emailTaken(emailLower: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM developer_emails WHERE email_lower = $1', [emailLower]);
    return (rowCount ?? 0) > 0;
  }
}

const emailTaken = (): ValidationError => new ValidationError({ email: [MESSAGES.emailTaken] });

/** The platform's identifier for a developer: short, readable, unguessable enough for support use. */
const newPlatformId = (): string => `PD${String(randomInt(0, 1e10)).padStart(10, '0')}`;
