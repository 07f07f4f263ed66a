import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

type Options = { challenge: string; rp?: { id?: string }; rpId?: string };

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: string | Uint8Array): Buffer => createHash('sha256').update(data).digest();
const uint32 = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** Bits of the authenticator data's flags byte (WebAuthn §6.1). */
const USER_PRESENT = 0x01;
const ATTESTED_CREDENTIAL = 0x40;

/**
 * A security key in software, as the API tests need one: an ES256 (P-256) key pair, "none" attestation, a signature
 * counter that counts up. What it answers is what a browser's `navigator.credentials.create()` / `.get()` would hand
 * the page as JSON, for the origin given (the portal's public URL).
 */
export class SoftwareSecurityKey {
  readonly credentialId = randomBytes(16);
  private readonly pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  constructor(private readonly origin: string) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The answer to creation options (`RegistrationResponseJSON`). */
  register(options: Options) {
    const rpId = options.rp?.id ?? new URL(this.origin).hostname;
    const jwk = this.pair.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([USER_PRESENT | ATTESTED_CREDENTIAL]),
      uint32(this.counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: b64url(attestationObject),
        transports: ['usb'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'cross-platform',
    };
  }

  /** The answer to request options (`AuthenticationResponseJSON`); `origin` stands in for a page of another site. */
  authenticate(options: Options, { origin = this.origin }: { origin?: string } = {}) {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    this.counter += 1;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([USER_PRESENT]), uint32(this.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), this.pair.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON, authenticatorData: b64url(authData), signature: b64url(signature) },
      clientExtensionResults: {},
      authenticatorAttachment: 'cross-platform',
    };
  }

  private clientData(type: string, challenge: string, origin = this.origin): string {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString('base64url');
  }
}
