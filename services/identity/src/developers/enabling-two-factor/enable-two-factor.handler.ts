import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError, ValidationError } from '@portal/decider';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../core/identity.config';
import { currentPasswordProblem, passwordHashOf } from '../credentials';
import { DevelopersRepository } from '../developers.repository';
import { textOf } from '../input';
import { hashRecoveryCode, newRecoveryCodes } from '../two-factor/recovery-codes';
import { activatePendingSecret, savePendingSecret, secondFactorOf } from '../two-factor/second-factors';
import { open, seal } from '../two-factor/secret-box';
import { base32Encode, matchingStep, otpauthUri, totpCodeOf } from '../two-factor/totp';
import { TWO_FACTOR_MESSAGES } from '../two-factor/two-factor.rules';

const SETUP_MINUTES = 15;

export interface EnableTwoFactorInput {
  code?: unknown;
  currentPassword?: unknown;
}

@Injectable()
export class EnableTwoFactorHandler {
  constructor(
    private readonly developers: DevelopersRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** A new secret for the authenticator app; nothing changes until a code from it confirms it (a later setup replaces it). */
  async setup(developerId: string) {
    const { state } = await this.developers.load(developerId);
    if (!state.exists) throw new NotFoundError('No such developer');
    if (state.twoFactorEnabledAt !== null) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = randomBytes(20);
    const expiresAt = new Date(Date.now() + SETUP_MINUTES * 60_000);
    await savePendingSecret(this.pool, developerId, seal(this.config.secondFactorKey, secret), expiresAt);
    const text = base32Encode(secret);
    return { secret: text, otpauthUri: otpauthUri(text, state.email, this.config.authenticatorIssuer), expiresAt: expiresAt.toISOString() };
  }

  /** Every problem at once (code, password); on success the recovery codes, shown this once. */
  async enable(developerId: string, input: EnableTwoFactorInput, context: CommandContext) {
    const { state } = await this.developers.load(developerId);
    if (!state.exists) throw new NotFoundError('No such developer');
    if (state.twoFactorEnabledAt !== null) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn);
    const checked = await this.checkCode(developerId, textOf(input.code) ?? '');
    const passwordProblem = await currentPasswordProblem(await passwordHashOf(this.pool, developerId), textOf(input.currentPassword) ?? '');
    if (typeof checked === 'string' || passwordProblem) {
      throw new ValidationError({
        ...(typeof checked === 'string' ? { code: [checked] } : {}),
        ...(passwordProblem ? { currentPassword: [passwordProblem] } : {}),
      });
    }
    const { pendingSealed, step } = checked;
    const recoveryCodes = newRecoveryCodes();
    const result = await retryOnRace(() =>
      this.developers.handle(developerId, { type: 'EnableTwoFactor', at: new Date().toISOString() }, context, {
        inTransaction: async (client) => {
          // A setup started again in another tab meanwhile: the code checked was for a key no longer pending.
          const now = await secondFactorOf(client, developerId, { lock: true });
          if (now?.pendingSealed !== pendingSealed) throw new ValidationError({ code: [TWO_FACTOR_MESSAGES.setupExpired] });
          await activatePendingSecret(client, developerId, step, recoveryCodes.map(hashRecoveryCode));
        },
      }),
    );
    return { recoveryCodes, position: result.lastPosition };
  }

  /** The message for the code field, or the pending secret and the step the code matched. */
  private async checkCode(developerId: string, input: string): Promise<string | { pendingSealed: string; step: number }> {
    if (!input.trim()) return TWO_FACTOR_MESSAGES.codeBlank;
    const stored = await secondFactorOf(this.pool, developerId);
    const pendingSealed = stored?.pendingSealed;
    if (!pendingSealed || !stored.pendingUntil || stored.pendingUntil.getTime() < Date.now()) return TWO_FACTOR_MESSAGES.setupExpired;
    const secret = open(this.config.secondFactorKey, pendingSealed);
    const code = totpCodeOf(input);
    const step = secret && code ? matchingStep(secret, code, Date.now(), null) : null;
    return step === null ? TWO_FACTOR_MESSAGES.codeInvalid : { pendingSealed, step };
  }
}
