/** Deployment settings, overridable at build time through Vite env variables. */
export const config = {
  /** External partner developer site (hidden in the restricted edition). */
  partnerSiteUrl: import.meta.env.VITE_PARTNER_SITE_URL ?? 'https://partners.example.com/developers',
  /** Base URL of the developer API documented on /reference. */
  developerApiUrl: import.meta.env.VITE_DEVELOPER_API_URL ?? 'https://api.platform.example',
  /** Default service branch shown by the reference page. */
  defaultBranch: import.meta.env.VITE_DEFAULT_BRANCH ?? 'main',
} as const;
