import { useQuery } from '@tanstack/react-query';
import type { ListingFields } from '@portal/contracts/src/rules/marketplace';
import { removal } from '../api/apiError';
import { api, unwrap } from '../api/client';
import type { components } from '../api/types';
import { rawCall } from '../apps/api/rawFetch';
import { useManifestsQuery } from '../apps/manifests/manifestsApi';

// The listing editor's calls (spec 3 §7): reference data, the listing, its saves and its uploads.

type S = components['schemas'];
export type MarketplaceReference = S['MarketplaceReference'];
// One query for the editor and the public listing page (the page names regions and countries with it).
export { useReferenceQuery } from '../catalog/catalogApi';
export type MarketplaceCategory = S['MarketplaceCategory'];

export type MediaKind = 'logo' | 'picture' | 'video' | 'showcase_video' | 'security_document';

/** One upload of the listing (POST …/media answers it; the listing's `media` lists them). */
export interface MediaItem {
  id: string;
  kind: MediaKind;
  name: string;
  original_filename: string;
  type: string;
  url: string;
  description: string | null;
}

/** The listing as GET …/submission answers it: the fields flat, plus review state and derived data. */
export type Listing = ListingFields & {
  id: string;
  developer_app_id: string;
  state: 'draft' | 'in_review' | 'published';
  approval_state: 'unreviewed' | 'approved' | 'rejected';
  version: number;
  admin_message: string | null;
  silent: boolean;
  is_concierge_app: boolean;
  published: Partial<ListingFields> | null;
  progress: { completed: number; total: number; percent: number };
  errors: Record<string, string[]>;
  media?: MediaItem[];
};

/** What the saves send beside the fields. */
export interface ReviewChange {
  state?: 'draft' | 'in_review' | 'published';
  silent?: boolean;
  admin_message?: string;
  is_concierge_app?: boolean;
}

export const listingKeys = {
  listing: (appId: string) => ['marketplace', 'listing', appId] as const,
  categories: ['marketplace', 'categories'] as const,
};

const enc = encodeURIComponent;

/** The listing with its ETag, or null when the app has none yet (the API answers `null`). */
export async function fetchListing(appId: string): Promise<{ listing: Listing; etag: string | null } | null> {
  const { data, response } = await rawCall<Listing | null>('GET', `/api/v1/developer_apps/${enc(appId)}/submission`);
  return data === null ? null : { listing: data, etag: response.headers.get('ETag') };
}

export function useListingQuery(appId: string) {
  return useQuery({ queryKey: listingKeys.listing(appId), queryFn: () => fetchListing(appId), refetchOnWindowFocus: false });
}

export function useCategoriesQuery() {
  return useQuery({
    queryKey: listingKeys.categories,
    queryFn: async () => {
      const { data } = await unwrap(api.GET('/api/v1/categories'));
      return Array.isArray(data) ? data : [];
    },
    staleTime: Infinity,
  });
}

/** The app's production versions (the release version picker), as the Versions tab lists them. */
export function useReleaseVersionsQuery(appId: string) {
  return useManifestsQuery(appId, 'ProductionEnvironment');
}

/** POST …/submissions (developer) or …/admin/…/submissions: starts the app's listing. */
export async function createListing(appId: string, fields: Partial<ListingFields>, admin: boolean, idempotencyKey: string) {
  const path = admin ? `/api/v1/admin/developer_apps/${enc(appId)}/submissions` : `/api/v1/developer_apps/${enc(appId)}/submissions`;
  const { data, response } = await rawCall<Listing>('POST', path, { submission: fields }, { 'Idempotency-Key': idempotencyKey });
  return { listing: data, etag: response.headers.get('ETag') };
}

/**
 * PATCH …/submissions/{id} (or the admin's): saves fields and/or moves the listing through review; `ifMatch` (the
 * ETag the form's listing came with) refuses the move with a 412 when the listing changed since.
 */
export async function updateListing(
  appId: string,
  fields: Partial<ListingFields>,
  change: ReviewChange,
  admin: boolean,
  ifMatch: string | null = null,
) {
  const path = admin ? `/api/v1/admin/submissions/${enc(appId)}` : `/api/v1/submissions/${enc(appId)}`;
  const headers: Record<string, string> = ifMatch ? { 'If-Match': ifMatch } : {};
  const { data, response } = await rawCall<Listing>('PATCH', path, { submission: { ...fields, ...change } }, headers);
  return { listing: data, etag: response.headers.get('ETag') };
}

/** POST …/submissions/{id}/media (multipart): one file of a kind. */
export async function uploadMedia(appId: string, kind: MediaKind, file: File, idempotencyKey: string): Promise<MediaItem> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return (await rawCall<MediaItem>('POST', `/api/v1/submissions/${enc(appId)}/media`, form, { 'Idempotency-Key': idempotencyKey })).data;
}

/** DELETE …/submissions/{id}/media/{mediaId}. */
export async function deleteMedia(appId: string, mediaId: string): Promise<void> {
  await removal(() => rawCall<void>('DELETE', `/api/v1/submissions/${enc(appId)}/media/${enc(mediaId)}`));
}
