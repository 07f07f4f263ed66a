/** The encodings the web build precompresses, in the order the gateway prefers them (smallest first). */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type Precompressed = (typeof PRECOMPRESSED)[number]['encoding'];

/**
 * The codings an `Accept-Encoding` header accepts (RFC 9110 §12.5.3): `q=0` refuses a coding,
 * `*` stands for every coding not named. Weights beyond "accepted or not" are ignored on purpose:
 * we always prefer brotli, then gzip, because the files are already compressed at their best level.
 */
function acceptedCodings(header: string): { named: Map<string, boolean>; wildcard: boolean | undefined } {
  const named = new Map<string, boolean>();
  let wildcard: boolean | undefined;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const accepted = Number.isFinite(weight) && weight > 0;
    if (name === '*') wildcard = accepted;
    else named.set(name === 'x-gzip' ? 'gzip' : name, accepted);
  }
  return { named, wildcard };
}

/**
 * Which precompressed variant to send: br, then gzip, else null (identity). `available` says
 * which variants exist on disk for the requested file.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: ReadonlySet<Precompressed>): Precompressed | null {
  if (!acceptEncoding) return null;
  const { named, wildcard } = acceptedCodings(acceptEncoding);
  for (const { encoding } of PRECOMPRESSED) {
    if (!available.has(encoding)) continue;
    if (named.get(encoding) ?? wildcard ?? false) return encoding;
  }
  return null;
}
