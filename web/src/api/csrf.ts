/** The CSRF token from the last `GET /api/v1/session`, sign-in or sign-up response. */
let token: string | undefined;
/** Whose session the token belongs to: a page keeps working for that account only. */
let owner: string | undefined;

/** Stores the signed-in session's token and account, or forgets both (`undefined`: signed out). */
export function setCsrfToken(value: string | undefined, userId?: string): void {
  token = value;
  owner = value === undefined ? undefined : userId;
}

export function getCsrfToken(): string | undefined {
  return token;
}

/** The account this page is signed in as (undefined when signed out). */
export function getSessionOwner(): string | undefined {
  return owner;
}

export const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
