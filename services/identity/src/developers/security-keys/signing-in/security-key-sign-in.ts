import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, ValidationError } from '@portal/decider';
import { PG_POOL } from '@portal/service-runtime';
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Pool } from 'pg';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../core/identity.config';
import { isUuid } from '../../../core/uuid';
import { SECURITY_KEY_MESSAGES } from '../security-keys.rules';
import { noteSecurityKeyUse, saveChallenge, securityKeyByCredential, securityKeysOf, takeChallenge } from '../security-keys.table';
import { CEREMONY_TTL_MS, ceremonyAnswerOf, relyingParty } from '../webauthn';

const notRecognised = (): ValidationError =>
  new ValidationError({ securityKey: [SECURITY_KEY_MESSAGES.assertionInvalid] }, SECURITY_KEY_MESSAGES.assertionInvalid);

/** A security key standing in for the authenticator code at the second step of signing in. */
@Injectable()
export class SecurityKeySignIn {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** The request options naming the account's keys (the password step already named the account). */
  async options(developerId: string) {
    const keys = isUuid(developerId) ? await securityKeysOf(this.pool, developerId) : [];
    if (keys.length === 0) throw new ConflictError(SECURITY_KEY_MESSAGES.noKeys);
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(this.config).id,
      allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports as never })),
      userVerification: 'discouraged',
      timeout: CEREMONY_TTL_MS,
    });
    await saveChallenge(this.pool, developerId, 'sign_in', options.challenge, CEREMONY_TTL_MS);
    return options;
  }

  /**
   * Checks the key's signature over this ceremony's challenge (spent whatever the outcome) with the public key stored
   * for that credential of this account; a wrong answer is a 422 under `securityKey`, counted like a wrong code.
   */
  async verify(developerId: string, value: unknown): Promise<void> {
    const response = ceremonyAnswerOf<AuthenticationResponseJSON>(value);
    if (!response || !isUuid(developerId)) throw notRecognised();
    const challenge = await takeChallenge(this.pool, developerId, 'sign_in');
    const key = challenge ? await securityKeyByCredential(this.pool, developerId, response.id) : null;
    if (!challenge || !key) throw notRecognised();
    const rp = relyingParty(this.config);
    let newCounter: number;
    try {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: { id: key.credentialId, publicKey: key.publicKey, counter: key.signCount, transports: key.transports as never },
        requireUserVerification: false,
      });
      if (!result.verified) throw notRecognised();
      newCounter = result.authenticationInfo.newCounter;
    } catch {
      // A forged or replayed signature, or a counter gone backwards (a cloned key): the same answer for each.
      throw notRecognised();
    }
    await noteSecurityKeyUse(this.pool, key.keyId, newCounter);
  }
}
