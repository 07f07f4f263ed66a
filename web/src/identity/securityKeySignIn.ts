import type { UseMutationOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { Translate } from '../i18n/translate';
import type { SessionResponse, components } from '../api/types';
import { useSessionMutation } from './meQuery';
import { getAssertion } from './securityKeyCeremony';

type Callbacks = Pick<UseMutationOptions<SessionResponse, Error, string>, 'onSuccess' | 'onError'>;

/**
 * The sign-in's second step with a security key: the server's request options for the challenge, the browser's
 * prompt, then its signed answer in place of a code. Kept with the step (lazy), away from the first load.
 */
export const useSecurityKeySignInMutation = (t: Translate, options: Callbacks = {}) =>
  useSessionMutation(async (challenge: string) => {
    const request = (await unwrap(api.POST('/api/v1/session/security_key_challenges', { body: { challenge } }))).data;
    const securityKey = (await getAssertion(request, t)) as unknown as components['schemas']['SecurityKeyAssertion'];
    return (await unwrap(api.POST('/api/v1/session/two_factor', { body: { challenge, securityKey } }))).data;
  }, options);
