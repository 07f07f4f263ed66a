/** A whitelist's input and output: the contract's type. */
export type Mapper<T> = (source: T) => T;

type Element<V> = V extends readonly (infer E)[] ? E : V;

/**
 * How one field is copied: scalars (and arrays of them) with `true`, objects (and arrays of them)
 * through their own whitelist, so nothing nested escapes it either.
 */
type Rule<V> = [NonNullable<Element<V>>] extends [string | number | boolean] ? true : Mapper<NonNullable<Element<V>>>;

/** Every field of T, each exactly once: the compiler rejects a field left out or one the contract lacks. */
export type Whitelist<T> = { [K in keyof Required<T>]: Rule<T[K]> };

/**
 * A response mapper that copies only the fields the contract declares, so whatever else an upstream
 * answers (storage ids, internal flags, fields a later version adds) never reaches the browser.
 * Absent optional fields stay absent; null stays null.
 */
export const whitelist =
  <T extends object>(fields: Whitelist<T>): Mapper<T> =>
  (source) => {
    const from = source as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const [key, rule] of Object.entries(fields) as [string, true | Mapper<unknown>][]) {
      if (!(key in from)) continue;
      const value = from[key];
      copy[key] = rule === true || value === null || value === undefined ? value : Array.isArray(value) ? value.map(rule) : rule(value);
    }
    return copy as T;
  };

/** For a field the contract leaves free-form (an object of any keys): copied as is. */
export const freeForm = <T>(value: T): T => value;
