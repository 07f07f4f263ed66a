import type { Listing } from './listing.decider';
import { normalizeListing, progress, validateListing, type ValidationContext } from '@portal/contracts';

/**
 * A listing as the editor loads it (spec 3 §3; "not shown" beyond the fields, so: the fields flat,
 * the review state, the published content for the admin view's changed markers, and the progress).
 * The submission's id is the app's: one listing per app.
 */
export const toListingView = (appId: string, listing: Listing, version: number, context: ValidationContext) => {
  // A listing saved before unknown keys were refused may hold some: they are not shown.
  const fields = normalizeListing(listing.fields!);
  return {
    id: appId,
    developer_app_id: appId,
    ...fields,
    state: listing.state,
    approval_state: listing.approval_state,
    version: listing.version,
    admin_message: listing.admin_message,
    silent: listing.silent,
    is_concierge_app: listing.is_concierge_app,
    published: listing.published,
    media: listing.media,
    progress: progress(fields, context),
    errors: validateListing(fields, context),
    revision: version,
  };
};
