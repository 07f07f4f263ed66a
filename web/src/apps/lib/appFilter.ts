import type { DeveloperAppSummary } from '../api/types';

/** From this many apps on, the apps list offers its filter box (fewer fit on one screen anyway). */
export const APP_FILTER_FROM = 6;

/** How many apps the apps list answers at most (the newest); the page says so when it is full. */
export const APPS_LIST_CAP = 500;

/** Lower case without accents, so "cafe" finds "Café" and "CREW" finds "crew". */
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The apps whose internal name or public name contains every word of the filter, in the list's
 * order; an empty filter keeps them all.
 */
export function filterApps<A extends Pick<DeveloperAppSummary, 'internal_name' | 'name'>>(apps: readonly A[], filter: string): A[] {
  const words = folded(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...apps];
  return apps.filter((app) => {
    const haystack = folded(`${app.internal_name} ${app.name}`);
    return words.every((word) => haystack.includes(word));
  });
}
