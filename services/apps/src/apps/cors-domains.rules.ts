import { domainToASCII } from 'node:url';

/** Allowed CORS domains arrive comma separated; an internationalised name is kept as browsers send it (`xn--`). */
export const parseCorsDomains = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((d) => asciiHost(d.trim()))
      .filter(Boolean),
  ),
];

// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;
const PARTS = /^(https?:\/\/)?([^:/]*)(:\d{1,5})?$/i;

/** `bücher.example` → `xn--bcher-kva.example` (an Origin header carries the ASCII form); anything else unchanged. */
const asciiHost = (entry: string): string => {
  const parts = NON_ASCII.test(entry) ? PARTS.exec(entry) : null;
  const ascii = parts ? domainToASCII((parts[2] ?? '').toLowerCase()) : '';
  return parts && ascii ? `${parts[1] ?? ''}${ascii}${parts[3] ?? ''}` : entry;
};

const DOMAIN_SHAPE = /^(?:https?:\/\/)?([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/i;
/** DNS limits (RFC 1035): a label of at most 63 characters, a name of at most 253. */
const MAX_LABEL = 63;
const MAX_HOST = 253;

/**
 * Why an entry can never match a browser's Origin, or null when it can. The OAuth server compares an Origin with each
 * entry exactly (spec 2 lists the domains, comma separated, and says nothing of patterns), so `*.example.com` would be
 * stored and then match nothing: it is refused with its own reason rather than as "not a valid domain".
 */
export const CORS_DOMAIN_PROBLEM = (domain: string): string | null => {
  if (domain.includes('*')) return `"${domain}" must not use a wildcard (list each domain)`;
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
