import { useState } from 'react';
import { statusOf } from './apiError';

/** A random key for the Idempotency-Key header: getRandomValues works on plain http too, randomUUID does not. */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Requests whose answer may have been lost that a form remembers: enough for a batch of uploads. */
const REMEMBERED = 32;

export interface IdempotencyKeys {
  /** The key of one intended create: the same for the same request until it is answered. */
  (request: string): string;
  /**
   * The server answered this request for sure (made it, or refused it): sending it again is a new
   * intention and takes a new key. Not for a lost answer (network error, 5xx): that is when a repeat
   * must meet what the first send may have made.
   */
  answered(request: string, error?: unknown): void;
  /** Sends `request` with its key and marks it answered when the answer came. */
  send<T>(request: string, call: (key: string) => Promise<T>): Promise<T>;
}

/** Whether an error means the server answered for sure: a 4xx; a 5xx, a timeout or a network error may hide a commit. */
export const answeredForSure = (error: unknown): boolean => {
  if (error === undefined) return true;
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500;
};

export const idempotencyKeys = (): IdempotencyKeys => {
  const keys = new Map<string, string>();
  const keyFor = ((request: string) => {
    let key = keys.get(request);
    if (key === undefined) {
      key = newIdempotencyKey();
      keys.set(request, key);
      if (keys.size > REMEMBERED) keys.delete(keys.keys().next().value!);
    }
    return key;
  }) as IdempotencyKeys;
  keyFor.answered = (request, error) => {
    if (answeredForSure(error)) keys.delete(request);
  };
  keyFor.send = async (request, call) => {
    try {
      const answer = await call(keyFor(request));
      keyFor.answered(request);
      return answer;
    } catch (error) {
      keyFor.answered(request, error);
      throw error;
    }
  };
  return keyFor;
};

/** idempotencyKeys for as long as a form is open. */
export const useIdempotencyKey = (): IdempotencyKeys => useState(idempotencyKeys)[0];
