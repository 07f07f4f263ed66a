import {
  emptyListingFields,
  normalizeListing,
  wholeRegionIds,
  withoutContradictoryDetails,
  type Availability,
  type AvailabilityRegion,
  type ListingFields,
  type ListingInput,
} from '@portal/contracts/src/rules/marketplace';
import { isApiError } from '../api/apiError';
import { errorMessages } from '../ui/ErrorBanner';
import type { Listing, MarketplaceReference, MediaItem } from './listingApi';
import { plainTextOf, richTextFor } from './richText';

// Pure helpers of the editor: the form's fields from a loaded listing, what a save sends, dirtiness,
// the admin view's changed-from-published markers, ordinals and the availability regions.

/** Fields the server sets from the uploads: never sent by a save, never "unsaved". */
export const MEDIA_FIELDS = ['small_logo_url', 'picture_count', 'video_count', 'showcase_video_url'] as const;
type MediaField = (typeof MEDIA_FIELDS)[number];

const FIELD_KEYS = Object.keys(emptyListingFields()) as (keyof ListingFields)[];

/** The editable fields of a loaded listing (defaults for any it lacks). */
export function fieldsOf(listing: Partial<Listing> | null | undefined): ListingFields {
  if (!listing) return emptyListingFields();
  const picked: Record<string, unknown> = {};
  for (const key of FIELD_KEYS) if (listing[key] !== undefined && listing[key] !== null) picked[key] = listing[key];
  // app_version_id and the questionnaire's null answers are meaningful: keep them as loaded.
  picked.app_version_id = listing.app_version_id ?? null;
  const fields = normalizeListing(picked as ListingInput);
  // Rich text is edited as the text it reads as (payloadOf turns it back).
  fields.notes = plainTextOf(fields.notes);
  if (fields.helpful_links.length === 0) fields.helpful_links = [{ url: '', label: '' }];
  if (fields.requirements.length === 0) fields.requirements = [''];
  return fields;
}

/**
 * What a save sends: every field but the ones the uploads drive, the rich text as HTML (`stored`: the listing as
 * loaded, whose rich text is sent back unchanged while it reads the same), and no questionnaire detail beside a No
 * answer (answering No empties them in the form already; this covers a listing loaded with some).
 */
export function payloadOf(fields: ListingFields, stored?: Partial<ListingFields> | null): Omit<ListingFields, MediaField> {
  const out: Record<string, unknown> = { ...withoutContradictoryDetails(fields), notes: richTextFor(fields.notes, stored?.notes) };
  for (const key of MEDIA_FIELDS) delete out[key];
  return out as Omit<ListingFields, MediaField>;
}

export const isDirty = (fields: ListingFields, saved: ListingFields): boolean =>
  JSON.stringify(payloadOf(fields)) !== JSON.stringify(payloadOf(saved));

/** The uploads' fields of a fresh answer over the form's (the other edits are kept). */
export function withMediaOf(fields: ListingFields, listing: Partial<Listing>): ListingFields {
  const next = { ...fields };
  const fresh = fieldsOf(listing);
  for (const key of MEDIA_FIELDS) (next as Record<string, unknown>)[key] = fresh[key];
  return next;
}

const comparable = (value: unknown): string => JSON.stringify(value ?? null);

/**
 * The admin view's marker: the field differs from the last approved content. No published listing, no
 * marker (everything would be "changed"). Lists of ids compare as sets.
 */
export function changedFromPublished(
  fields: ListingFields,
  published: Partial<ListingFields> | null | undefined,
  key: keyof ListingFields,
): boolean {
  if (!published) return false;
  const empty = emptyListingFields();
  const before = key === 'notes' ? plainTextOf(published.notes) : (published[key] ?? empty[key]);
  const now = fields[key];
  if (Array.isArray(before) && Array.isArray(now) && now.every((v) => typeof v === 'string')) {
    return comparable([...(before as string[])].sort()) !== comparable([...(now as string[])].sort());
  }
  return comparable(before) !== comparable(now);
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** The reference regions in the shape the availability rules take. */
export const availabilityRegions = (reference: MarketplaceReference | undefined): AvailabilityRegion[] =>
  (reference?.regions ?? []).map((region) => ({ id: region.id, countryIds: region.countries.map((c) => c.id) }));

/**
 * The fields with only whole regions among their region ids (what a save sends and the preview shows): a partly
 * ticked region is its ticked countries alone. The editor's ticks keep to that; a listing saved under the old
 * convention (a region's id while some of its countries were ticked) loses such ids on its next save.
 */
export const withWholeRegions = (fields: ListingFields, regions: readonly AvailabilityRegion[]): ListingFields => ({
  ...fields,
  region_ids: wholeRegionIds(regions, fields.region_ids, fields.country_ids),
});

/**
 * The availability radio to show. The data decides (spec 3 §4), except once the developer picks "Specific": that
 * keeps the ticks as they are (every one of them, coming from All), so the list stays open while the data still
 * says all, to untick the few places not served, or unset, before anything is ticked.
 */
export const availabilityChoice = (current: Availability, pickedSpecific: boolean): 'all' | 'specific' | null =>
  pickedSpecific || current === 'specific' ? 'specific' : current === 'all' ? 'all' : null;

/** Splits a list into rows of `size` (countries and tools show three per row). */
export function rowsOf<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

export const mediaOfKind = (media: readonly MediaItem[] | undefined, kind: MediaItem['kind']): MediaItem[] =>
  (media ?? []).filter((item) => item.kind === kind);

/** The messages to show: the field's own and, for a group, its group key's. */
export const messagesAt = (errors: Readonly<Record<string, string[]>>, ...keys: string[]): string[] => [
  ...new Set(keys.flatMap((key) => errors[key] ?? [])),
];

/**
 * The chosen ids an admin has since removed from their list (they stay on the listing until unpicked,
 * shown marked "no longer listed"). None while the list has not loaded: nothing is known to be removed yet.
 */
export const unlistedOf = (listed: readonly string[] | undefined, chosen: readonly string[]): string[] => {
  if (!listed) return [];
  const known = new Set(listed);
  return [...new Set(chosen.filter((id) => !known.has(id)))];
};

/** A failed save's banner messages (spec 3 §8: the server's errors, once each) and, for a 422, its field messages. */
export function saveFailure(error: unknown, fallback: string): { fields: Record<string, string[]>; messages: string[] } {
  const fields = isApiError(error) && error.status === 422 ? error.fields : {};
  return { fields, messages: [...new Set(errorMessages(error, fallback))] };
}

export type StatusKey =
  | 'listing.statusNew'
  | 'listing.statusDraft'
  | 'listing.statusDraftLive'
  | 'listing.statusInReview'
  | 'listing.statusInReviewLive'
  | 'listing.statusPublished';

/**
 * The developer's status line. Once published, a listing changed since (a draft, or in review again) is still
 * live as last approved: the line says so, or the developer would think their edits took it off the Marketplace.
 */
export function developerStatus(listing: Pick<Listing, 'state' | 'published' | 'version'> | null): StatusKey {
  if (!listing) return 'listing.statusNew';
  if (listing.state === 'published') return 'listing.statusPublished';
  const live = listing.published != null;
  if (listing.state === 'in_review') return live ? 'listing.statusInReviewLive' : 'listing.statusInReview';
  return live ? 'listing.statusDraftLive' : 'listing.statusDraft';
}

/**
 * The submit button's and its confirmation's wording: "Resubmit" once a reviewer's message exists (spec 3 §4), the
 * dialog's title and confirm button too (the title used to say "Submit" under a "Resubmit" button).
 */
export function submitWording(listing: Pick<Listing, 'admin_message'> | null): {
  action: 'listing.submit' | 'listing.resubmit';
  title: 'listing.submitConfirmTitle' | 'listing.resubmitConfirmTitle';
} {
  return listing?.admin_message
    ? { action: 'listing.resubmit', title: 'listing.resubmitConfirmTitle' }
    : { action: 'listing.submit', title: 'listing.submitConfirmTitle' };
}

/**
 * The toast of the questionnaire's visibility switch (spec 3 §2: an enabled or disabled toast, wording not shown).
 * Nothing is saved until Save, so it says so; switched back to what is saved, there is nothing to save.
 */
export function visibilityToast(
  visible: boolean,
  savedVisible: boolean,
): 'listing.securityShown' | 'listing.securityHidden' | 'listing.securityShownAsSaved' | 'listing.securityHiddenAsSaved' {
  if (visible === savedVisible) return visible ? 'listing.securityShownAsSaved' : 'listing.securityHiddenAsSaved';
  return visible ? 'listing.securityShown' : 'listing.securityHidden';
}
