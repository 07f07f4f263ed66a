import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ValidationError } from '@portal/decider';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../core/identity.config';
import { DevelopersRepository, profileOf, type DeveloperProfile } from '../developers.repository';
import { SecurityKeySignIn } from '../security-keys/signing-in/security-key-sign-in';
import { hashRecoveryCode, looksLikeRecoveryCode } from '../two-factor/recovery-codes';
import { secondFactorOf, spendStep, storeRecoveryHashes } from '../two-factor/second-factors';
import { open } from '../two-factor/secret-box';
import { matchingStep, totpCodeOf } from '../two-factor/totp';
import { TWO_FACTOR_MESSAGES } from '../two-factor/two-factor.rules';

const wrongCode = (): ValidationError => new ValidationError({ code: [TWO_FACTOR_MESSAGES.codeInvalid] }, TWO_FACTOR_MESSAGES.codeInvalid);

/** What the second step was answered with: a code typed in, or a security key's signed answer. */
export interface SecondFactorAnswer {
  code?: unknown;
  securityKey?: unknown;
}

/**
 * The second step of signing in, after the gateway checked the password: an authenticator code (each works once, so
 * one seen over a shoulder cannot be replayed), a recovery code (spent, recorded, and the developer told), or a
 * security key's signature.
 */
@Injectable()
export class VerifySecondFactorHandler {
  constructor(
    private readonly developers: DevelopersRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly securityKeys: SecurityKeySignIn,
  ) {}

  /** The profile to open a session for; `position` when a recovery code was spent (an event), null otherwise. */
  async verify(
    developerId: string,
    answer: SecondFactorAnswer,
    context: CommandContext,
  ): Promise<{ profile: DeveloperProfile; position: number | null }> {
    const { state } = await this.developers.load(developerId);
    if (!state.exists) throw new DomainError('unauthenticated', 'Sign in again');
    // Turned off meanwhile (an admin's reset): the password was enough.
    if (state.twoFactorEnabledAt === null) return { profile: profileOf(state), position: null };
    if (answer.securityKey !== undefined && answer.securityKey !== null) {
      await this.securityKeys.verify(developerId, answer.securityKey);
      return { profile: profileOf(state), position: null };
    }
    const code = typeof answer.code === 'string' ? answer.code : '';
    if (!code.trim()) throw new ValidationError({ code: [TWO_FACTOR_MESSAGES.codeBlank] });
    const totp = totpCodeOf(code);
    if (totp) {
      await this.spendAuthenticatorCode(developerId, totp);
      return { profile: profileOf(state), position: null };
    }
    if (!looksLikeRecoveryCode(code)) throw wrongCode();
    return { profile: profileOf(state), position: await this.spendRecoveryCode(developerId, code, context) };
  }

  private async spendAuthenticatorCode(developerId: string, code: string): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const stored = await secondFactorOf(client, developerId, { lock: true });
      const secret = stored?.secretSealed ? open(this.config.secondFactorKey, stored.secretSealed) : null;
      const step = secret ? matchingStep(secret, code, Date.now(), stored!.lastUsedStep) : null;
      if (step === null) throw wrongCode();
      await spendStep(client, developerId, step);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async spendRecoveryCode(developerId: string, code: string, context: CommandContext): Promise<number> {
    const hash = hashRecoveryCode(code);
    return retryOnRace(async () => {
      const stored = await secondFactorOf(this.pool, developerId);
      if (!stored?.recoveryHashes.includes(hash)) throw wrongCode();
      const left = stored.recoveryHashes.filter((h) => h !== hash);
      const result = await this.developers.handle(
        developerId,
        { type: 'UseRecoveryCode', codesLeft: left.length, at: new Date().toISOString() },
        { ...context, actorId: context.actorId ?? developerId },
        {
          inTransaction: async (client) => {
            // Two sign-ins with one code at once: the second finds it spent.
            const locked = await secondFactorOf(client, developerId, { lock: true });
            if (!locked?.recoveryHashes.includes(hash)) throw wrongCode();
            await storeRecoveryHashes(
              client,
              developerId,
              locked.recoveryHashes.filter((h) => h !== hash),
            );
          },
        },
      );
      return result.lastPosition;
    });
  }
}
