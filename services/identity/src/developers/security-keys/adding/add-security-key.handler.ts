import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError, ValidationError } from '@portal/decider';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { PG_POOL } from '@portal/service-runtime';
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Pool } from 'pg';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../core/identity.config';
import { currentPasswordProblem, passwordHashOf } from '../../credentials';
import { DevelopersRepository } from '../../developers.repository';
import { textOf } from '../../input';
import { SECURITY_KEY_MESSAGES, securityKeyAddBlocker, securityKeyNameProblem } from '../security-keys.rules';
import { insertSecurityKey, saveChallenge, securityKeysOf, takeChallenge, type StoredSecurityKey } from '../security-keys.table';
import { securityKeyView } from '../security-key.view';
import { CEREMONY_TTL_MS, ceremonyAnswerOf, relyingParty } from '../webauthn';

export interface AddSecurityKeyInput {
  name?: unknown;
  currentPassword?: unknown;
  credential?: unknown;
}

type VerifiedKey = Pick<StoredSecurityKey, 'credentialId' | 'publicKey' | 'signCount' | 'transports'>;

@Injectable()
export class AddSecurityKeyHandler {
  constructor(
    private readonly developers: DevelopersRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** The creation options for the browser; the keys already added are excluded, so one key is not added twice. */
  async options(developerId: string) {
    const { state } = await this.developers.load(developerId);
    if (!state.exists) throw new NotFoundError('No such developer');
    const blocker = securityKeyAddBlocker(state);
    if (blocker) throw new ConflictError(blocker);
    const rp = relyingParty(this.config);
    const keys = await securityKeysOf(this.pool, developerId);
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: state.email,
      userDisplayName: `${state.firstName} ${state.lastName}`.trim() || state.email,
      userID: new TextEncoder().encode(developerId),
      timeout: CEREMONY_TTL_MS,
      attestationType: 'none',
      excludeCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports })),
      // A second step after the password: presence is enough, and a key need not spend one of its resident slots.
      authenticatorSelection: { residentKey: 'discouraged', userVerification: 'discouraged' },
    });
    await saveChallenge(this.pool, developerId, 'register', options.challenge, CEREMONY_TTL_MS);
    return options;
  }

  /** Every problem at once (name, password, the key's answer); the key, as listed, on success. */
  async add(developerId: string, input: AddSecurityKeyInput, context: CommandContext) {
    const { state } = await this.developers.load(developerId);
    if (!state.exists) throw new NotFoundError('No such developer');
    const blocker = securityKeyAddBlocker(state);
    if (blocker) throw new ConflictError(blocker);
    const name = (textOf(input.name) ?? '').trim();
    const nameProblem = securityKeyNameProblem(name, state.securityKeys);
    const passwordProblem = await currentPasswordProblem(await passwordHashOf(this.pool, developerId), textOf(input.currentPassword) ?? '');
    const verified = await this.verify(developerId, input.credential);
    if (nameProblem || passwordProblem || typeof verified === 'string') {
      throw new ValidationError({
        ...(nameProblem ? { name: [nameProblem] } : {}),
        ...(passwordProblem ? { currentPassword: [passwordProblem] } : {}),
        ...(typeof verified === 'string' ? { credential: [verified] } : {}),
      });
    }
    const keyId = randomUUID();
    let added: StoredSecurityKey | null = null;
    const result = await retryOnRace(() =>
      this.developers.handle(developerId, { type: 'AddSecurityKey', keyId, name, at: new Date().toISOString() }, context, {
        inTransaction: async (client) => {
          added = await insertSecurityKey(client, developerId, { keyId, name, ...verified });
          if (!added) throw new ValidationError({ credential: [SECURITY_KEY_MESSAGES.alreadyAdded] });
        },
      }),
    );
    return { key: securityKeyView(added!), position: result.lastPosition };
  }

  /** The verified credential, or the message for the `credential` field. The ceremony's challenge is spent either way. */
  private async verify(developerId: string, value: unknown): Promise<VerifiedKey | string> {
    const response = ceremonyAnswerOf<RegistrationResponseJSON>(value);
    if (!response) return SECURITY_KEY_MESSAGES.credentialMissing;
    const challenge = await takeChallenge(this.pool, developerId, 'register');
    if (!challenge) return SECURITY_KEY_MESSAGES.registrationExpired;
    const rp = relyingParty(this.config);
    try {
      const { verified, registrationInfo } = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      });
      if (!verified || !registrationInfo) return SECURITY_KEY_MESSAGES.registrationInvalid;
      const { credential } = registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: new Uint8Array(credential.publicKey),
        signCount: credential.counter,
        transports: (credential.transports ?? []).slice(0, 10).map(String),
      };
    } catch {
      // A malformed or forged answer: the library names what failed; the developer only needs to try again.
      return SECURITY_KEY_MESSAGES.registrationInvalid;
    }
  }
}
