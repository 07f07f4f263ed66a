import type { BucketTemplate } from '../buckets/bucket.events';

/**
 * How the quota script keeps a bucket in Redis: one string of packed entries, one per template:
 * its name (URI-encoded, so it holds no NUL) ended by a NUL, then `a` and `b` as big-endian doubles
 * (`a`, `b`: window and count for `count`, tokens and last refill for `quota`). Lua's `struct`
 * packs and unpacks that in C; the earlier text form (`name=a,b;…`) cost the script a third of its
 * time in `gmatch`, `tostring` and concatenation. A string, not a hash: one `GET` and one `SET`
 * (with its TTL, or `KEEPTTL`) instead of `HMGET`, `HSET` and `PEXPIRE`.
 */
const ENTRY_NUMBERS = 16;

/**
 * The templates as the script's one argument: `<fill>:<interval>:<limit>:<name>` joined by `|`, names
 * URI-encoded so no separator (nor the NUL that ends a packed name) can occur in one.
 */
export const templateSpec = (templates: readonly BucketTemplate[]): string =>
  templates.map((t) => `${t.fillType}:${t.intervalMs}:${t.limit}:${encodeURIComponent(t.name)}`).join('|');

/** One packed entry, as the script writes it (for tests and tools). */
export const packEntry = (name: string, a: number, b: number): Buffer => {
  const numbers = Buffer.alloc(ENTRY_NUMBERS);
  numbers.writeDoubleBE(a, 0);
  numbers.writeDoubleBE(b, 8);
  return Buffer.concat([Buffer.from(`${encodeURIComponent(name)}\0`, 'latin1'), numbers]);
};

/** The kept `a`, `b` of each template, in template order (null for a template without state). */
export const stateValues = (raw: Buffer | null, templates: readonly BucketTemplate[]): (number | null)[] => {
  const kept = new Map<string, [number, number]>();
  let pos = 0;
  while (raw && pos < raw.length) {
    const end = raw.indexOf(0, pos);
    if (end < 0 || end + 1 + ENTRY_NUMBERS > raw.length) break;
    kept.set(raw.toString('latin1', pos, end), [raw.readDoubleBE(end + 1), raw.readDoubleBE(end + 9)]);
    pos = end + 1 + ENTRY_NUMBERS;
  }
  return templates.flatMap((t) => kept.get(encodeURIComponent(t.name)) ?? [null, null]);
};
