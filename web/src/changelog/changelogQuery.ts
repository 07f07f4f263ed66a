/** The changelog's state lives in the URL (spec §2): page, per_page, filters[type][], filters[breaking], filters[search], custom_service_sha. */
export const CHANGELOG_TYPES = ['fix', 'new', 'feature', 'refinement', 'deprecated', 'sunset'] as const;
export type ChangelogType = (typeof CHANGELOG_TYPES)[number];
/** Spec 1 §9: the changelog's default page size. */
export const CHANGELOG_PER_PAGE = 50;
/** A card's description taller than this gets a Show More toggle (spec §4). */
export const COLLAPSED_DESCRIPTION_PX = 66;

export interface ChangelogState {
  page: number;
  perPage: number;
  types: ChangelogType[];
  breakingOnly: boolean;
  search: string;
  branch: string | null;
}

const positiveInt = (raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

export function readChangelogState(params: URLSearchParams): ChangelogState {
  const types = [...params.getAll('filters[type][]'), ...params.getAll('filters[type]')].filter((t): t is ChangelogType =>
    (CHANGELOG_TYPES as readonly string[]).includes(t),
  );
  const branch = params.get('custom_service_sha');
  return {
    page: positiveInt(params.get('page'), 1),
    perPage: positiveInt(params.get('per_page'), CHANGELOG_PER_PAGE, 50),
    types: [...new Set(types)],
    breakingOnly: params.get('filters[breaking]') === 'true',
    search: params.get('filters[search]') ?? '',
    branch: branch && /^[0-9a-f]{7,40}$/.test(branch) ? branch : null,
  };
}

/** The URL (and the API's query string): defaults left out, so a plain link stays plain. */
export function changelogParams(state: ChangelogState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 1) params.set('page', String(state.page));
  if (state.perPage !== CHANGELOG_PER_PAGE) params.set('per_page', String(state.perPage));
  for (const type of state.types) params.append('filters[type][]', type);
  if (state.breakingOnly) params.set('filters[breaking]', 'true');
  if (state.search.trim()) params.set('filters[search]', state.search.trim());
  if (state.branch) params.set('custom_service_sha', state.branch);
  return params;
}

/** Any filter change reloads page 1. */
export function withFilters(state: ChangelogState, change: Partial<Omit<ChangelogState, 'page' | 'perPage'>>): ChangelogState {
  return { ...state, ...change, page: 1 };
}

export function toggleType(types: readonly ChangelogType[], type: ChangelogType): ChangelogType[] {
  return types.includes(type) ? types.filter((t) => t !== type) : CHANGELOG_TYPES.filter((t) => t === type || types.includes(t));
}

/** "2026-11-12" → "November 2026" (cards show the year and month). */
export function yearMonth(datestamp: string): string {
  const date = new Date(`${datestamp}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? datestamp : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
}
