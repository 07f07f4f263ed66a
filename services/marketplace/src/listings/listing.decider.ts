import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type Decider } from '@portal/decider';
import type { ApprovalState, ListingEvent, ListingFields, ListingState, MediaItem } from './listing.events';
import { guardFieldRights } from './field-rights.rules';
import { withinFeatureSlots } from './feature-slots.rules';
import {
  NOT_VALID,
  REQUIRED,
  mergeErrors,
  normalizeListing,
  textBoundErrors,
  validateDraft,
  validateListing,
  withoutContradictoryDetails,
  type ListingInput,
  type ValidationContext,
} from './listing.rules';

export interface Listing {
  appId: string | null;
  fields: ListingFields | null;
  state: ListingState;
  approval_state: ApprovalState;
  /** 1 until the second publication; +1 on each approval after the first. */
  version: number;
  admin_message: string | null;
  silent: boolean;
  is_concierge_app: boolean;
  /** The fields last approved, or null while never published. */
  published: ListingFields | null;
  /** Uploaded files; the fields' small_logo_url, picture_count, video_count and showcase_video_url follow them. */
  media: MediaItem[];
  /** Every upload's id, also removed or replaced ones, with its content's SHA-256 when known (null before). */
  uploads: Record<string, string | null>;
  /** When the app was deleted, while it is: the listing is not public then (its page, the catalog, installs). */
  appDeletedAt: string | null;
  /** The app stream's version of the last app event the listing followed (0: none yet). */
  appStreamVersion: number;
}

export interface ListingActor {
  id: string;
  isAdmin: boolean;
  /** A provider employee (or an admin on any route): may choose create lead. */
  isEmployee?: boolean;
  /** The developer may edit this app's listing (owner or collaborator allowed to edit). */
  canEdit: boolean;
  /** canSubmitMarketplaceApp: owners and admins of the app. */
  canSubmit?: boolean;
  /** The partner gate: false while the marketplace is not enabled for the app (admins pass it). */
  listingEnabled?: boolean;
}

/** `context` decides what the fields may hold (spec 3 §5): a draft is checked by `validateDraft`, an approval by `validateListing`. */
export type CreateListing = {
  type: 'CreateListing';
  appId: string;
  fields: ListingInput;
  actor: ListingActor;
  context: ValidationContext;
  at: string;
  is_concierge_app?: boolean;
};
/** is_concierge_app is an admin-only flag: left out, it keeps its value. */
export type SaveListing = {
  type: 'SaveListing';
  fields: ListingInput;
  actor: ListingActor;
  context: ValidationContext;
  at: string;
  is_concierge_app?: boolean;
};
export type SubmitListing = { type: 'SubmitListing'; actor: ListingActor; context: ValidationContext; at: string };
export type WithdrawListing = { type: 'WithdrawListing'; actor: ListingActor; at: string };
export type ApproveListing = {
  type: 'ApproveListing';
  actor: ListingActor;
  context: ValidationContext;
  silent: boolean;
  admin_message?: string | null;
  at: string;
};
export type RejectListing = { type: 'RejectListing'; actor: ListingActor; admin_message: string; at: string };
export type AddMedia = { type: 'AddMedia'; media: MediaItem; contentSha256: string; actor: ListingActor; at: string };
export type RemoveMedia = { type: 'RemoveMedia'; mediaId: string; actor: ListingActor; at: string };
/**
 * The app's own events, as the marketplace consumes them: `appStreamVersion` is the app event's version in its stream
 * and `at` its time, so a redelivery or a replay decides the same and wall time plays no part.
 */
export type FollowAppDeleted = { type: 'FollowAppDeleted'; appStreamVersion: number; at: string };
export type FollowAppRestored = { type: 'FollowAppRestored'; appStreamVersion: number; at: string };
export type ListingCommand =
  | CreateListing
  | SaveListing
  | SubmitListing
  | WithdrawListing
  | ApproveListing
  | RejectListing
  | AddMedia
  | RemoveMedia
  | FollowAppDeleted
  | FollowAppRestored;

export const MEDIA_NOT_FOUND = 'No such file on this listing';
export const MEDIA_EXISTS = 'This upload was already made';
/** Kinds a listing holds one of: a new upload replaces the old one. */
const SINGLE_KINDS: readonly MediaItem['kind'][] = ['logo', 'showcase_video', 'security_document'];

export const LISTING_NOT_FOUND = 'Marketplace listing not found';
export const LISTING_EXISTS = 'This app already has a marketplace listing';
export const WITHDRAW_FIRST = 'Withdraw the listing before changing it';
export const CANNOT_EDIT = 'You are not allowed to edit this listing';
export const CANNOT_SUBMIT = 'You are not allowed to submit this listing for review';
export const ADMINS_ONLY = 'Only platform administrators may do this';
export const NOT_ENABLED = 'Marketplace listings are not enabled for this app yet. Request listing activation first.';
export { ADMIN_FIELDS_ONLY, CREATE_LEAD_EMPLOYEES_ONLY } from './field-rights.rules';
export const SUBMIT_DRAFT_ONLY = 'Only a draft listing can be submitted for review';
export const WITHDRAW_IN_REVIEW_ONLY = 'Only a listing in review can be withdrawn';
export const REJECT_IN_REVIEW_ONLY = 'Only a listing in review can be rejected';
export const ALREADY_PUBLISHED = 'The listing is already published';
export const SECURITY_DOCUMENT_ADMINS_ONLY = 'Only platform administrators may upload or remove the security self-assessment document';

export const initialState = (): Listing => ({
  appId: null,
  fields: null,
  state: 'draft',
  approval_state: 'unreviewed',
  version: 1,
  admin_message: null,
  silent: false,
  is_concierge_app: false,
  published: null,
  media: [],
  uploads: {},
  appDeletedAt: null,
  appStreamVersion: 0,
});

/**
 * What the public Marketplace shows of the listing (its page, and what an install depends on): the content of its last
 * approval, or null while never published or while its app is deleted (the deleted app's OAuth client no longer works).
 */
export const publicContent = (state: Listing): ListingFields | null => (state.appDeletedAt === null ? state.published : null);

/**
 * The fields a create or save stores from what was sent: known keys of the right type, and no detail beside a No
 * answer of the questionnaire (spec 3 §5 enables details only for Yes; an API client, or a form that kept a detail
 * typed before switching to No, must not store "No subprocessors" with "AWS (hosting)").
 */
const sentFields = (input: ListingInput): ListingFields => withoutContradictoryDetails(normalizeListing(input));

/**
 * A listing's fields as read from its events: within the feature slots, and with no detail beside a No answer
 * (saves before that rule may hold some; they go with the next save).
 */
const readFields = (fields: ListingFields): ListingFields => withoutContradictoryDetails(withinFeatureSlots(fields));

/** The fields that follow the uploads (what §5 validates for media). */
const withMediaFields = (fields: ListingFields, media: readonly MediaItem[]): ListingFields => ({
  ...fields,
  small_logo_url: media.find((m) => m.kind === 'logo')?.url ?? '',
  picture_count: media.filter((m) => m.kind === 'picture').length,
  video_count: media.filter((m) => m.kind === 'video').length,
  showcase_video_url: media.find((m) => m.kind === 'showcase_video')?.url ?? '',
});

const existing = (state: Listing): { appId: string; fields: ListingFields } => {
  if (state.appId === null || state.fields === null) throw new NotFoundError(LISTING_NOT_FOUND);
  return { appId: state.appId, fields: state.fields };
};

const passesGate = (actor: ListingActor) => {
  if (!actor.isAdmin && actor.listingEnabled === false) throw new ForbiddenError(NOT_ENABLED);
};

const mayEdit = (actor: ListingActor) => {
  if (!actor.isAdmin && !actor.canEdit) throw new ForbiddenError(CANNOT_EDIT);
  passesGate(actor);
};

const adminOnly = (actor: ListingActor) => {
  if (!actor.isAdmin) throw new ForbiddenError(ADMINS_ONLY);
};

/**
 * The security self-assessment document belongs to the admin-only section with the security trust badge (spec 3
 * §2.3, §6): a developer may neither upload one (the badge would seem to vouch for it) nor remove the reviewers' one.
 */
export const mayHandleMediaKind = (actor: Pick<ListingActor, 'isAdmin'>, kind: MediaItem['kind']) => {
  if (kind === 'security_document' && !actor.isAdmin) throw new ForbiddenError(SECURITY_DOCUMENT_ADMINS_ONLY);
};

/** Rich text counts as empty when only markup and whitespace remain. */
const blankText = (value: string | null | undefined): boolean =>
  (value ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const savedEvent = (
  appId: string,
  fields: ListingFields,
  state: 'draft' | 'in_review',
  concierge: boolean,
  actor: ListingActor,
  at: string,
): ListingEvent => ({
  type: 'marketplace.listing.saved',
  data: { appId, fields, state, is_concierge_app: concierge, actorId: actor.id, actorIsAdmin: actor.isAdmin, at },
});

/** 422 with every field's messages when `errors` has any. */
const refuseErrors = (errors: Record<string, string[]>) => {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, NOT_VALID);
};

/** The listing's part in its app's deletion; nothing for an app event it has followed already, or an older one. */
const followApp = (command: FollowAppDeleted | FollowAppRestored, state: Listing): ListingEvent[] => {
  // An app deleted before its listing began is not followed: the app's later events are, from then on.
  if (state.appId === null) return [];
  if (command.appStreamVersion <= state.appStreamVersion) return [];
  const deleted = command.type === 'FollowAppDeleted';
  if (deleted === (state.appDeletedAt !== null)) return [];
  const data = { appId: state.appId, appStreamVersion: command.appStreamVersion, at: command.at };
  return [deleted ? { type: 'marketplace.listing.app_deleted', data } : { type: 'marketplace.listing.app_restored', data }];
};

export const decide = (command: ListingCommand, state: Listing): ListingEvent[] => {
  switch (command.type) {
    case 'CreateListing': {
      if (state.appId !== null) throw new ConflictError(LISTING_EXISTS);
      mayEdit(command.actor);
      // Media fields follow the uploads only: a client cannot claim a logo or screenshots it never sent.
      const sent = withMediaFields(sentFields(command.fields), []);
      const concierge = command.is_concierge_app ?? false;
      const fields = guardFieldRights(
        command.actor,
        { fields: normalizeListing({}), is_concierge_app: false },
        { fields: sent, is_concierge_app: concierge },
      );
      refuseErrors(mergeErrors(validateDraft(fields, command.context), textBoundErrors(fields)));
      const created: ListingEvent = {
        type: 'marketplace.listing.created',
        data: { appId: command.appId, fields, actorId: command.actor.id, at: command.at },
      };
      if (!concierge) return [created];
      // The created event has no concierge flag; an admin's flag rides on a save of the same fields.
      return [created, savedEvent(command.appId, fields, 'draft', true, command.actor, command.at)];
    }
    case 'SaveListing': {
      const current = existing(state);
      const { actor } = command;
      mayEdit(actor);
      if (!actor.isAdmin && state.state === 'in_review') throw new ConflictError(WITHDRAW_FIRST);
      const concierge = command.is_concierge_app ?? state.is_concierge_app;
      const fields = guardFieldRights(
        actor,
        { fields: current.fields, is_concierge_app: state.is_concierge_app },
        { fields: withMediaFields(sentFields(command.fields), state.media), is_concierge_app: concierge },
      );
      // Saving what is already there records nothing.
      if (same(fields, current.fields) && concierge === state.is_concierge_app) return [];
      // A draft may lack anything, but never hold what no listing may (over-long text, a malformed address).
      refuseErrors(mergeErrors(validateDraft(fields, command.context), textBoundErrors(fields, current.fields)));
      return [savedEvent(current.appId, fields, state.state === 'in_review' ? 'in_review' : 'draft', concierge, actor, command.at)];
    }
    case 'SubmitListing': {
      const current = existing(state);
      if (!command.actor.isAdmin && !command.actor.canSubmit) throw new ForbiddenError(CANNOT_SUBMIT);
      passesGate(command.actor);
      if (state.state !== 'draft') throw new ConflictError(SUBMIT_DRAFT_ONLY);
      refuseErrors(validateListing(current.fields, command.context));
      return [{ type: 'marketplace.listing.submitted', data: { appId: current.appId, actorId: command.actor.id, at: command.at } }];
    }
    case 'WithdrawListing': {
      const current = existing(state);
      if (!command.actor.isAdmin && !command.actor.canSubmit && !command.actor.canEdit) throw new ForbiddenError(CANNOT_EDIT);
      if (state.state !== 'in_review') throw new ConflictError(WITHDRAW_IN_REVIEW_ONLY);
      return [{ type: 'marketplace.listing.withdrawn', data: { appId: current.appId, actorId: command.actor.id, at: command.at } }];
    }
    case 'ApproveListing': {
      adminOnly(command.actor);
      const current = existing(state);
      if (state.state === 'published') throw new ConflictError(ALREADY_PUBLISHED);
      // What is published must pass what a submission passes, whatever an admin changed since.
      refuseErrors(validateListing(current.fields, command.context));
      const message = blankText(command.admin_message) ? null : (command.admin_message ?? null);
      return [
        {
          type: 'marketplace.listing.approved',
          data: {
            appId: current.appId,
            silent: command.silent,
            version: state.published === null ? state.version : state.version + 1,
            fields: current.fields,
            admin_message: message,
            actorId: command.actor.id,
            at: command.at,
          },
        },
      ];
    }
    case 'AddMedia': {
      const current = existing(state);
      mayEdit(command.actor);
      mayHandleMediaKind(command.actor, command.media.kind);
      if (!command.actor.isAdmin && state.state === 'in_review') throw new ConflictError(WITHDRAW_FIRST);
      // An id named by an Idempotency-Key: the key's upload happened already.
      if (command.media.id in state.uploads) throw new ConflictError(MEDIA_EXISTS);
      const replacedIds = SINGLE_KINDS.includes(command.media.kind)
        ? state.media.filter((m) => m.kind === command.media.kind).map((m) => m.id)
        : [];
      return [
        {
          type: 'marketplace.listing.media_added',
          data: {
            appId: current.appId,
            media: command.media,
            replacedIds,
            actorId: command.actor.id,
            at: command.at,
            contentSha256: command.contentSha256,
          },
        },
      ];
    }
    case 'RemoveMedia': {
      const current = existing(state);
      mayEdit(command.actor);
      if (!command.actor.isAdmin && state.state === 'in_review') throw new ConflictError(WITHDRAW_FIRST);
      const removed = state.media.find((m) => m.id === command.mediaId) ?? null;
      if (!removed) throw new NotFoundError(MEDIA_NOT_FOUND);
      mayHandleMediaKind(command.actor, removed.kind);
      return [
        {
          type: 'marketplace.listing.media_removed',
          data: { appId: current.appId, mediaId: command.mediaId, actorId: command.actor.id, at: command.at },
        },
      ];
    }
    case 'RejectListing': {
      adminOnly(command.actor);
      const current = existing(state);
      if (state.state === 'published') throw new ConflictError(ALREADY_PUBLISHED);
      // A draft has nothing under review: a rejection there would store a message nobody acted on.
      if (state.state !== 'in_review') throw new ConflictError(REJECT_IN_REVIEW_ONLY);
      if (blankText(command.admin_message)) throw new ValidationError({ admin_message: [REQUIRED] }, REQUIRED);
      return [
        {
          type: 'marketplace.listing.rejected',
          data: {
            appId: current.appId,
            admin_message: command.admin_message,
            actorId: command.actor.id,
            at: command.at,
            ...(current.fields.public_name.trim() ? { public_name: current.fields.public_name.trim() } : {}),
          },
        },
      ];
    }
    case 'FollowAppDeleted':
    case 'FollowAppRestored':
      return followApp(command, state);
  }
};

export const evolve = (state: Listing, event: ListingEvent): Listing => {
  switch (event.type) {
    case 'marketplace.listing.created':
      return { ...initialState(), appId: event.data.appId, fields: readFields(event.data.fields) };
    case 'marketplace.listing.saved':
      return {
        ...state,
        fields: readFields(event.data.fields),
        state: event.data.state,
        is_concierge_app: event.data.is_concierge_app,
      };
    case 'marketplace.listing.submitted':
      return { ...state, state: 'in_review' };
    case 'marketplace.listing.withdrawn':
      return { ...state, state: 'draft' };
    case 'marketplace.listing.approved':
      return {
        ...state,
        state: 'published',
        approval_state: 'approved',
        version: event.data.version,
        silent: event.data.silent,
        admin_message: event.data.admin_message,
        published: readFields(event.data.fields),
      };
    case 'marketplace.listing.rejected':
      return { ...state, state: 'draft', approval_state: 'rejected', admin_message: event.data.admin_message };
    case 'marketplace.listing.media_added': {
      const media = [...state.media.filter((m) => !event.data.replacedIds.includes(m.id)), event.data.media];
      const uploads = { ...state.uploads, [event.data.media.id]: event.data.contentSha256 ?? null };
      return { ...state, media, uploads, fields: state.fields && withMediaFields(state.fields, media) };
    }
    case 'marketplace.listing.media_removed': {
      const media = state.media.filter((m) => m.id !== event.data.mediaId);
      return { ...state, media, fields: state.fields && withMediaFields(state.fields, media) };
    }
    // Nothing else changes: undeleted, the app's listing is back as it was (published, in review or a draft).
    case 'marketplace.listing.app_deleted':
      return { ...state, appDeletedAt: event.data.at, appStreamVersion: event.data.appStreamVersion };
    case 'marketplace.listing.app_restored':
      return { ...state, appDeletedAt: null, appStreamVersion: event.data.appStreamVersion };
  }
};

export const listingDecider: Decider<Listing, ListingCommand, ListingEvent> = { initialState, decide, evolve };
