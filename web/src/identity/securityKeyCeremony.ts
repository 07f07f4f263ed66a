import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { ApiError } from '../api/apiError';
import type { Translate } from '../i18n/translate';
import { securityKeyProblemOf } from './securityKeyProblems';

type Options = Record<string, unknown> & { challenge: string; rp?: { id?: string }; rpId?: string };

export { browserSupportsWebAuthn };

/**
 * The browser's prompt for a security key, its refusal turned into an `ApiError` of the field the server would name
 * (so a form shows it where it shows the server's own message about the key).
 */
async function ceremony<T>(run: () => Promise<T>, host: string, field: string, t: Translate): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const problem = securityKeyProblemOf(error);
    const message = t(`securityKey.problem.${problem}`, { host });
    throw new ApiError(400, message, [message], { [field]: [message] });
  }
}

/** `navigator.credentials.create()` for the server's creation options; its JSON answer. */
export const createCredential = (options: Options, t: Translate) =>
  ceremony(() => startRegistration({ optionsJSON: options as never }), options.rp?.id ?? '', 'credential', t);

/** `navigator.credentials.get()` for the server's request options; its JSON answer. */
export const getAssertion = (options: Options, t: Translate) =>
  ceremony(() => startAuthentication({ optionsJSON: options as never }), options.rpId ?? '', 'securityKey', t);
