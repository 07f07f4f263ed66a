/** Allowed CORS domains arrive comma separated. */
export const parseCorsDomains = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean),
  ),
];

const DOMAIN_SHAPE = /^(?:https?:\/\/)?([a-z0-9*](?:[a-z0-9.*-]*[a-z0-9])?)(?::(\d{1,5}))?$/i;
/** DNS limits (RFC 1035): a label of at most 63 characters, a name of at most 253. */
const MAX_LABEL = 63;
const MAX_HOST = 253;

/** Why an entry can never match a browser's Origin, or null when it can. */
export const CORS_DOMAIN_PROBLEM = (domain: string): string | null => {
  const match = DOMAIN_SHAPE.exec(domain);
  const host = match?.[1] ?? '';
  const port = match?.[2];
  const fits =
    match !== null &&
    host.length <= MAX_HOST &&
    host.split('.').every((label) => label.length > 0 && label.length <= MAX_LABEL) &&
    (port === undefined || (Number(port) >= 1 && Number(port) <= 65535));
  return fits ? null : `"${domain}" is not a valid domain`;
};
