import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchListPage, type ListQuery } from '../admin/lists/adminListQuery';
import { removal } from '../api/apiError';
import { api, unwrap } from '../api/client';
import type { IdempotencyKeys } from '../api/idempotencyKey';
import { noteCommandAnswer, refetchWhileStale } from '../api/staleAnswers';
import type { components } from '../api/types';
import type { CatalogState } from './catalogState';

export type CatalogListing = components['schemas']['CatalogListing'];
export type Category = components['schemas']['MarketplaceCategory'];
export type Media = components['schemas']['MarketplaceMedia'];
export type Installation = components['schemas']['Installation'];
export type MarketplaceReference = components['schemas']['MarketplaceReference'];
export type InstallationInput = components['schemas']['InstallationInput'];

/** A published listing: the contract names the few fields every listing has; the rest are the listing's fields (spec 3 §3). */
export type PublishedListing = components['schemas']['PublishedListing'] & {
  tagline?: string;
  built_by?: string;
  sold_by?: string;
  description?: string;
  about?: string;
  how_it_works?: string;
  category_ids?: string[];
  feature_bullets?: string[];
  helpful_links?: { url: string; label: string }[];
  website_link?: { url: string; label: string };
  support_email?: string;
  subscription_required?: boolean | null;
  connector_required?: boolean | null;
  has_trials?: boolean | null;
  pricing_url?: string;
  pricing_description?: string;
  requirements?: string[];
  contact_us_email?: string;
  learn_how_url?: string;
  /** The contact is "create lead" (spec 3 §4): visitors request information, which becomes a lead for the provider. */
  create_lead?: boolean;
  region_ids?: string[];
  country_ids?: string[];
  product_tool_ids?: string[];
  small_logo_url?: string;
  /** The admin's beta release switch and security trust badge (spec 3 §2.3): shown to customers on the page. */
  beta?: boolean;
  security_badge?: boolean;
};

export const CATALOG_PATH = '/api/v1/marketplace/listings';
export const CATALOG_PER_PAGE = 24;

export function catalogQuery(state: CatalogState): ListQuery {
  const search = state.search.trim();
  return {
    page: state.page,
    per_page: CATALOG_PER_PAGE,
    sort: state.sort,
    'filters[search]': search || undefined,
    'filters[category][]': state.categories,
  };
}

/** One page of the catalog; the previous page stays on screen while the next one loads. */
export function useCatalogQuery(state: CatalogState) {
  return useQuery({
    queryKey: ['catalog', 'list', state],
    queryFn: ({ signal }) => fetchListPage<CatalogListing>(CATALOG_PATH, catalogQuery(state), CATALOG_PER_PAGE, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Every category (public: the catalog's filter). */
export function useCategoriesQuery() {
  return useQuery({
    queryKey: ['catalog', 'categories'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/categories'))).data,
    staleTime: 10 * 60_000,
  });
}

/**
 * The listing editor's reference lists (regions with their named countries, tools, standards, providers). The call
 * needs a session (401 signed out): `enabled` false leaves it unasked.
 */
export function useReferenceQuery() {
  return useQuery({
    queryKey: ['marketplace', 'reference'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/marketplace/reference'))).data,
    staleTime: Infinity,
  });
}

export function usePublishedListingQuery(id: string) {
  return useQuery({
    queryKey: ['catalog', 'listing', id],
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/marketplace/listings/{id}', { params: { path: { id } } }))).data as PublishedListing,
    retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}

/** Keyed by user too: another user signing in on the page never sees the list of the one before. */
const myInstallationsKey = (id: string, userId: string) => ['catalog', 'installations', id, userId];

/**
 * The signed-in user's active installations of the app, newest first, whether or not the listing is still public.
 * The server's list as it is: an install or uninstall made here answers only once the list shows it.
 */
export function useMyInstallationsQuery(id: string, userId: string) {
  const queryKey = myInstallationsKey(id, userId);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/marketplace/listings/{id}/installations', { params: { path: { id } }, signal }))).data,
    refetchInterval: refetchWhileStale(false),
  });
}

/**
 * After an install or uninstall: the list is asked again, and the mutation ends once the answer is in (the change
 * shows together with the toast). A stale command answer has the list asked again every second for a while.
 */
const refreshAfterChange = (queryClient: QueryClient, queryKey: readonly unknown[], response: Response | null) => {
  noteCommandAnswer(queryKey, response);
  return queryClient.invalidateQueries({ queryKey });
};

/** `keys`: the install form's, so an install sent again after a lost answer keeps its key (not "already installed"). */
export function useInstallMutation(id: string, userId: string, keys: IdempotencyKeys) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstallationInput) =>
      keys.send(`${(body.company_name ?? '').trim().replace(/\s+/g, ' ').toLowerCase()}\n${body.demo === true}`, (key) =>
        unwrap(
          api.POST('/api/v1/marketplace/listings/{id}/installations', {
            params: { path: { id }, header: { 'Idempotency-Key': key } },
            body,
          }),
        ),
      ),
    onSuccess: ({ response }) => refreshAfterChange(queryClient, myInstallationsKey(id, userId), response),
  });
}

export function useUninstallMutation(id: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Uninstalled already (by an earlier send whose answer was lost, or elsewhere): nothing is left to uninstall.
    mutationFn: async (installationId: string) => {
      const answer: { response?: Response } = {};
      await removal(async () => {
        answer.response = (
          await unwrap(
            api.DELETE('/api/v1/marketplace/listings/{id}/installations/{installationId}', {
              params: { path: { id, installationId } },
            }),
          )
        ).response;
      });
      return answer.response ?? null;
    },
    onSuccess: (response) => refreshAfterChange(queryClient, myInstallationsKey(id, userId), response),
  });
}

export type LeadInput = components['schemas']['LeadInput'];
/** The lead, and whether it was made by the same request earlier (in the last 24 hours) rather than by this one. */
export type RequestedLead = { lead: components['schemas']['Lead']; replayed: boolean };

/** A request for information from a create-lead listing: the provider's sales team gets it as a lead. */
export function useRequestLeadMutation(id: string) {
  return useMutation({
    mutationFn: async (body: LeadInput): Promise<RequestedLead> => {
      const { data, response } = await unwrap(api.POST('/api/v1/marketplace/listings/{id}/leads', { params: { path: { id } }, body }));
      return { lead: data, replayed: response.headers.get('Idempotent-Replayed') === 'true' };
    },
  });
}
