import type { Listing } from './listing.decider';
import { normalizeListing, progress, validateListing, type ListingFields, type ValidationContext } from '@portal/contracts';

/** The admin-only additional notes (spec 3 §2.4) are the reviewers' own: a developer's read leaves them out. */
const withoutNotes = <T extends Partial<ListingFields>>({ notes: _notes, ...rest }: T): Omit<T, 'notes'> => rest;

/**
 * A listing as the editor loads it (spec 3 §3; "not shown" beyond the fields, so: the fields flat,
 * the review state, the published content for the admin view's changed markers, and the progress).
 * The submission's id is the app's: one listing per app. `forAdmin`: the caller is an administrator.
 */
export const toListingView = (appId: string, listing: Listing, version: number, context: ValidationContext, forAdmin: boolean) => {
  // A listing saved before unknown keys were refused may hold some: they are not shown.
  const fields = normalizeListing(listing.fields!);
  // A create lead the listing holds counts as its contact for whoever reads it (an employee chose it).
  const rules: ValidationContext = { ...context, keptCreateLead: fields.create_lead };
  const published = listing.published && (forAdmin ? listing.published : withoutNotes(listing.published));
  return {
    id: appId,
    developer_app_id: appId,
    ...(forAdmin ? fields : withoutNotes(fields)),
    state: listing.state,
    approval_state: listing.approval_state,
    version: listing.version,
    admin_message: listing.admin_message,
    silent: listing.silent,
    is_concierge_app: listing.is_concierge_app,
    published,
    media: listing.media,
    progress: progress(fields, rules),
    errors: validateListing(fields, rules),
    revision: version,
    // The editor shows the Security tab from the deployment's flag, not from a guess of its own.
    security_and_compliance_enabled: context.securityEnabled,
  };
};
