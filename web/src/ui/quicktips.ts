/** Quicktips the user dismissed, remembered on this device. */
export const QUICKTIPS_STORAGE_KEY = 'portal-quicktips-dismissed';

export function dismissedQuicktips(storage: Pick<Storage, 'getItem'> = window.localStorage): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QUICKTIPS_STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberDismissed(id: string, storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage): void {
  const ids = dismissedQuicktips(storage);
  ids.add(id);
  try {
    storage.setItem(QUICKTIPS_STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // Private mode or a full quota: the tip shows again next time, nothing worse.
  }
}

/**
 * Finds the element a tip points at. Without one the tip has nothing to explain: it logs why and
 * is not shown (a renamed button must not leave a tip floating over nothing).
 */
export function quicktipTarget(id: string, selector: string, root: Pick<Document, 'querySelector'> = document): Element | null {
  const target = root.querySelector(selector);
  if (!target) console.warn(`[quicktips] "${id}" skipped: no element matches ${selector}`);
  return target;
}
