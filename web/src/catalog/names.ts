/** Display names for ids the visitor may have no name for (an unknown category, a region, a country). */

/** `project-management` → `Project management`. */
export function humanise(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : id;
}

/** A category's name from the list, else its id humanised. */
export function categoryName(id: string, names: ReadonlyMap<string, string>): string {
  return names.get(id) ?? humanise(id);
}

let regionNames: Intl.DisplayNames | null | undefined;

/** A country's name from its ISO 3166 code (`gb` → United Kingdom), else its id humanised. */
export function countryName(id: string): string {
  if (/^[a-z]{2}$/i.test(id)) {
    try {
      regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
      const name = regionNames?.of(id.toUpperCase());
      if (name && name.toUpperCase() !== id.toUpperCase()) return name;
    } catch {
      regionNames = null;
    }
  }
  return humanise(id);
}

/** A region's name (`north-america` → North America). */
export function regionName(id: string): string {
  return id
    .replace(/[-_]+/g, ' ')
    .trim()
    .replace(/\b\w/g, (c) => c.toUpperCase());
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
