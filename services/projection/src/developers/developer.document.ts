/** The developers read model: one document per developer stream, `_rev` = stream version. */
export interface DeveloperDocument {
  _id: string;
  _rev: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  emailLower: string;
  companyName: string | null;
  platformId: string | null;
  emailConfirmed: boolean;
  /** A new sign-in address asked for and not confirmed yet (absent on documents older than the change). */
  pendingEmail?: string | null;
  /** Since when signing in asks for an authenticator code; null or absent (older documents) while it is off. */
  twoFactorEnabledAt?: string | null;
  /** Recovery codes not used yet (absent while two-step verification was never on). */
  recoveryCodesLeft?: number;
  isAdmin: boolean;
  isEmployee: boolean;
  signedUpAt: Date;
}

export const DEVELOPERS = 'developers';
