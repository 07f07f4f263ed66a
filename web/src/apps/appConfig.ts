/**
 * Where the sandbox failure message sends developers (`VITE_SUPPORT_URL`); by default the team address
 * the apps service e-mails about failed builds (SUPPORT_EMAIL's default), so both reach the same people.
 */
export const supportUrl = import.meta.env.VITE_SUPPORT_URL ?? 'mailto:support@portal.example.com';
