/** Allowed CORS domains arrive comma separated. */
export const parseCorsDomains = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean),
  ),
];

export const CORS_DOMAIN_PROBLEM = (domain: string): string | null =>
  /^(https?:\/\/)?[a-z0-9*]([a-z0-9.*-]*[a-z0-9])?(:\d{1,5})?$/i.test(domain) ? null : `"${domain}" is not a valid domain`;
