import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { setCsrfToken } from '../api/csrf';
import type { IdempotencyKeys } from '../api/idempotencyKey';
import type { Me, SessionResponse, SignInChallenge } from '../api/types';
import type { SignUpValues } from './signUpValidation';

export const ME_QUERY_KEY = ['me'] as const;

/** The signed-in user, or null when signed out (GET /api/v1/session answers 200 either way: no console error). */
export async function fetchMe(): Promise<Me | null> {
  const { data } = await unwrap(api.GET('/api/v1/session'));
  setCsrfToken(data.me?.csrfToken, data.me?.id);
  return data.me ?? null;
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: fetchMe,
  staleTime: 60_000,
});

export interface MeState {
  me: Me | null;
  isLoading: boolean;
  signedIn: boolean;
  /** The session call failed (a service down): whether anyone is signed in is not known. */
  error: unknown;
  /** Asks again (for ErrorBanner's "Try again"). */
  retry: { refetch(): unknown; isFetching: boolean };
}

export function useMeQuery(): MeState {
  const query = useQuery(meQueryOptions);
  const me = query.data ?? null;
  return { me, isLoading: query.isPending, signedIn: me !== null, error: query.error, retry: query };
}

/** After sign-in or sign-up: store the session user and its CSRF token. */
export function applySession(queryClient: QueryClient, session: SessionResponse): void {
  setCsrfToken(session.csrfToken, session.user.id);
  const me: Me = { ...session.user, csrfToken: session.csrfToken };
  queryClient.setQueryData(meQueryOptions.queryKey, me);
}

/** After sign-out: forget the user and everything loaded for them. */
export function clearSession(queryClient: QueryClient): void {
  setCsrfToken(undefined);
  // Only the user query itself stays (set to null below): the account's own queries under ['me', …] go with the rest,
  // so whoever signs in next in this browser never sees them.
  queryClient.removeQueries({ predicate: (q) => !(q.queryKey.length === 1 && q.queryKey[0] === ME_QUERY_KEY[0]) });
  queryClient.setQueryData(meQueryOptions.queryKey, null);
}

type SessionCallbacks<TVariables> = Pick<UseMutationOptions<SessionResponse, Error, TVariables>, 'onSuccess' | 'onError'>;

/** Sign-up and the sign-in's code step answer a session: it is stored first, then the page moves on. */
export function useSessionMutation<TVariables>(
  start: (body: TVariables) => Promise<SessionResponse>,
  options: SessionCallbacks<TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation<SessionResponse, Error, TVariables>({
    ...options,
    mutationFn: start,
    onSuccess: async (...args) => {
      applySession(queryClient, args[0]);
      await options.onSuccess?.(...args);
    },
  });
}

/** What the password step answers: a session, or (two-step verification on) a challenge for the code step. */
export type SignInResult = SessionResponse | SignInChallenge;

export const isSignInChallenge = (result: SignInResult | undefined): result is SignInChallenge =>
  result !== undefined && 'twoFactorRequired' in result && result.twoFactorRequired === true;

type SignInCallbacks = Pick<UseMutationOptions<SignInResult, Error, { email: string; password: string }>, 'onSuccess' | 'onError'>;

/** The password step: a session is stored at once; a challenge (202) is handed on, nothing is signed in yet. */
export function useSignInMutation(options: SignInCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<SignInResult, Error, { email: string; password: string }>({
    ...options,
    mutationFn: async (body) => (await unwrap(api.POST('/api/v1/session', { body }))).data,
    onSuccess: async (...args) => {
      if (!isSignInChallenge(args[0])) applySession(queryClient, args[0]);
      await options.onSuccess?.(...args);
    },
  });
}

/** The code step: the challenge and a code from the authenticator app, or a recovery code. */
export const useCompleteSignInMutation = (options: SessionCallbacks<{ challenge: string; code: string }> = {}) =>
  useSessionMutation(
    async (body: { challenge: string; code: string }) => (await unwrap(api.POST('/api/v1/session/two_factor', { body }))).data,
    options,
  );

/** `keys`: the sign-up form's, so a sign-up sent again after a lost answer signs in to the account it made. */
export const useSignUpMutation = (keys: IdempotencyKeys, options: SessionCallbacks<SignUpValues> = {}) =>
  useSessionMutation(
    (body: SignUpValues) =>
      keys.send(
        body.email.trim().toLowerCase(),
        async (key) => (await unwrap(api.POST('/api/v1/sign_up', { params: { header: { 'Idempotency-Key': key } }, body }))).data,
      ),
    options,
  );

/** Sends the confirmation e-mail again. */
export function useResendConfirmationMutation() {
  return useMutation({ mutationFn: () => unwrap(api.POST('/api/v1/email_confirmations/resend')) });
}

/** The signed-in developer's own name and company; the answer replaces the cached user (the top bar follows). */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { first_name: string; last_name: string; company_name: string | null }) =>
      (await unwrap(api.PATCH('/api/v1/me', { body }))).data,
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions.queryKey, me),
  });
}
