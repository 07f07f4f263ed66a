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
  /** Signing in asks for an authenticator code (absent on documents older than two-step verification: off). */
  twoFactorEnabled?: boolean;
  isAdmin: boolean;
  isEmployee: boolean;
  signedUpAt: Date;
}

export const DEVELOPERS = 'developers';
