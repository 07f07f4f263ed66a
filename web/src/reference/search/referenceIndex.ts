import { REST_DOCS_BASE, overviewSections } from '../referenceNav';

/** One thing the reference search can find: an operation of a resource group, or a page or section to read. */
export interface SearchEntry {
  key: string;
  kind: 'operation' | 'section';
  /** The operation's summary, or the section's title. */
  title: string;
  /** Where it lives: the group's name, or the page holding the section. */
  context: string;
  method: string | null;
  path: string | null;
  deprecated: boolean;
  to: string;
  /** Lower-cased text the query is matched against. */
  haystack: string;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
}

/**
 * The element id Swagger UI gives an operation (`operations-<tag>-<operationId>`, blanks as `_`): the link's
 * hash, so a search result opens the group page at that operation. An operation without tags is under `default`.
 */
export const operationElementId = (tag: string | undefined, operationId: string): string =>
  `operations-${(tag ?? 'default').trim().replace(/\s+/g, '_')}-${operationId.trim().replace(/\s+/g, '_')}`;

/** Every operation of one group's document (the one the reader may see), in document order. */
export function operationEntries(group: { id: string; name: string }, document: Record<string, unknown>): SearchEntry[] {
  const paths = (document.paths ?? {}) as Record<string, Record<string, OperationObject>>;
  const entries: SearchEntry[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation || typeof operation !== 'object') continue;
      const title = operation.summary?.trim() || `${method.toUpperCase()} ${path}`;
      const hash = operation.operationId ? `#${operationElementId(operation.tags?.[0], operation.operationId)}` : '';
      entries.push({
        key: `${group.id} ${method} ${path}`,
        kind: 'operation',
        title,
        context: group.name,
        method: method.toUpperCase(),
        path,
        deprecated: operation.deprecated === true,
        to: `${REST_DOCS_BASE}/${group.id}${hash}`,
        haystack: [method, path, title, group.name, operation.operationId ?? '', operation.description ?? ''].join(' ').toLowerCase(),
      });
    }
  }
  return entries;
}

/** The overview's sections and the changelog, so "pagination" or "rate limits" find their explanation. */
export function pageEntries(): SearchEntry[] {
  const overview = `${REST_DOCS_BASE}/rest-api-overview`;
  const sections = overviewSections.map((s) => ({
    key: `overview ${s.id}`,
    kind: 'section' as const,
    title: s.title,
    context: 'Rest API overview',
    method: null,
    path: null,
    deprecated: false,
    to: `${overview}#${s.id}`,
    haystack: `${s.title} overview`.toLowerCase(),
  }));
  const changelog: SearchEntry = {
    key: 'changelog',
    kind: 'section',
    title: 'API changelog',
    context: 'Reference',
    method: null,
    path: null,
    deprecated: false,
    to: '/reference/changelog',
    haystack: 'api changelog changes releases breaking deprecated',
  };
  return [...sections, changelog];
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9{}_]+/)
    .filter(Boolean);

/**
 * The entries matching every word of the query (in any field), best first: a path or title that holds the whole
 * query, then words that start a word of the title or a segment of the path, then the rest in reference order.
 */
export function searchReference(entries: readonly SearchEntry[], query: string, limit = 8): SearchEntry[] {
  const needle = query.trim().toLowerCase();
  const tokens = needle.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return [];
  const scored: { entry: SearchEntry; score: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    if (!tokens.every((token) => entry.haystack.includes(token))) return;
    const title = entry.title.toLowerCase();
    const path = entry.path?.toLowerCase() ?? '';
    const titleWords = words(entry.title);
    const pathWords = words(path);
    let score = 0;
    if (path && path.includes(needle)) score += 6;
    if (title.startsWith(needle)) score += 5;
    else if (title.includes(needle)) score += 3;
    for (const token of tokens) {
      if (entry.method && token === entry.method.toLowerCase()) score += 2;
      if (titleWords.some((w) => w.startsWith(token))) score += 2;
      if (pathWords.some((w) => w.startsWith(token))) score += 1;
    }
    if (entry.deprecated) score -= 1;
    scored.push({ entry, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((s) => s.entry);
}
