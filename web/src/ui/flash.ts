/**
 * One-time flash messages. Kept in memory only (not in history state or storage), so a flash
 * never comes back after a reload.
 */
export interface Flash {
  id: number;
  message: string;
}

let current: Flash | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showFlash(message: string): void {
  current = { id: nextId++, message };
  emit();
}

export function dismissFlash(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

export function getFlash(): Flash | null {
  return current;
}

export function subscribeFlash(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Timing of the confirmation flash: visible 3 s, then fades out over 1 s. */
export const FLASH_VISIBLE_MS = 3000;
export const FLASH_FADE_MS = 1000;
