/** Display names for ids the visitor may have no name for (an unknown category, a region, a country). */
import { availability } from '@portal/contracts/src/rules/marketplace/availability';

/** `project-management` → `Project management`. */
export function humanise(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : id;
}

/** A category's name from the list, else its id humanised. */
export function categoryName(id: string, names: ReadonlyMap<string, string>): string {
  return names.get(id) ?? humanise(id);
}

/** The reference lists' regions with their countries (`GET /api/v1/marketplace/reference`), as far as names go. */
export interface Places {
  regions: readonly { id: string; name: string; countries: readonly { id: string; name: string }[] }[];
}

let isoNames: Intl.DisplayNames | null | undefined;

/** A country's name from its ISO 3166 code (`gb` → United Kingdom), or null for a code nobody names. */
function isoName(id: string): string | null {
  if (!/^[a-z]{2}$/i.test(id) || id.toUpperCase() === 'ZZ') return null;
  try {
    isoNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    return isoNames?.of(id.toUpperCase()) ?? null;
  } catch {
    isoNames = null;
    return null;
  }
}

/**
 * A country's name (spec 3 §3): the reference lists' (localised by the server), else localised from its ISO code,
 * else `unknown` (the spec's "Unknown Country"), never one made from the id.
 */
export function countryName(id: string, unknown: string, places?: Places | null): string {
  for (const region of places?.regions ?? []) {
    const country = region.countries.find((c) => c.id === id);
    if (country) return country.name;
  }
  return isoName(id) ?? unknown;
}

/**
 * A region's name from the reference lists, or null when they do not name it (not loaded, a visitor without a
 * session, a region removed since): a name made from the id misnamed some ("Middle East Africa").
 */
export function regionName(id: string, places: Places | null | undefined): string | null {
  return places?.regions.find((region) => region.id === id)?.name ?? null;
}

/** A product tool's title from the reference lists, or null when they do not name it (as a region). */
export function toolName(id: string, tools: readonly { id: string; title: string }[] | null | undefined): string | null {
  return tools?.find((tool) => tool.id === id)?.title ?? null;
}

/**
 * Whether a listing is available everywhere (spec 3 §4 "all": every region and every country of the lists), so its
 * page can say so in a line instead of naming some fifty countries.
 */
export function availableEverywhere(
  regionIds: readonly string[],
  countryIds: readonly string[],
  places: Places | null | undefined,
): boolean {
  if (!places) return false;
  const regions = places.regions.map((region) => ({ id: region.id, countryIds: region.countries.map((c) => c.id) }));
  return availability(regions, regionIds, countryIds) === 'all';
}

/** Only http(s) links are followed; anything else is shown as text. */
export function safeHref(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A same-origin media path or an http(s) URL; anything else (javascript:, data:) is dropped. */
export function safeMediaUrl(url: string | undefined | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return safeHref(url);
}
