import { useState } from 'react';

/** A random key for the Idempotency-Key header: getRandomValues works on plain http too, randomUUID does not. */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The key of one intended create: the same while the request stays the same (a retry after a timeout or a
 * lost answer then finds what the first send made), a new one once the request changes.
 */
export const idempotencyKeys = (): ((request: string) => string) => {
  let current: { request: string; key: string } | null = null;
  return (request) => {
    if (current?.request !== request) current = { request, key: newIdempotencyKey() };
    return current.key;
  };
};

/** idempotencyKeys for as long as a form is open. */
export const useIdempotencyKey = (): ((request: string) => string) => useState(idempotencyKeys)[0];
