/** The CSRF token from the last `GET /api/v1/me`, sign-in or sign-up response. */
let token: string | undefined;

export function setCsrfToken(value: string | undefined): void {
  token = value;
}

export function getCsrfToken(): string | undefined {
  return token;
}

export const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
