import { ConflictError, ForbiddenError, NotFoundError, ValidationError, foldEvents, specFor } from '@portal/decider';
import {
  ADMIN_FIELDS_ONLY,
  ALREADY_PUBLISHED,
  CANNOT_EDIT,
  CANNOT_SUBMIT,
  CREATE_LEAD_EMPLOYEES_ONLY,
  LISTING_EXISTS,
  MEDIA_EXISTS,
  NOT_ENABLED,
  REJECT_IN_REVIEW_ONLY,
  SECURITY_DOCUMENT_ADMINS_ONLY,
  SUBMIT_DRAFT_ONLY,
  WITHDRAW_FIRST,
  WITHDRAW_IN_REVIEW_ONLY,
  listingDecider,
  publicContent,
  type ListingActor,
} from './listing.decider';
import { listingStreamId, type ListingEvent, type MediaItem } from './listing.events';
import { NOT_VALID, emptyListingFields, type ListingContext, type ListingFields } from '@portal/contracts';

const spec = specFor(listingDecider);
const at = '2026-11-26T10:00:00.000Z';
const appId = 'app-42';
const developer: ListingActor = { id: 'dev-1', isAdmin: false, canEdit: true, canSubmit: true };
const collaborator: ListingActor = { id: 'dev-2', isAdmin: false, canEdit: true, canSubmit: false };
const viewer: ListingActor = { id: 'dev-3', isAdmin: false, canEdit: false, canSubmit: false };
const admin: ListingActor = { id: 'admin-1', isAdmin: true, isEmployee: true, canEdit: false };
const employee: ListingActor = { id: 'emp-1', isAdmin: false, isEmployee: true, canEdit: true, canSubmit: true };
const context: ListingContext = { restricted: false, securityEnabled: false, isEmployee: false };

const draft: ListingFields = { ...emptyListingFields(), public_name: 'Acme Takeoff' };
const complete: ListingFields = {
  ...draft,
  tagline: 'Quantity takeoff in minutes',
  built_by: 'Acme',
  sold_by: 'Acme',
  description: 'Takeoff from drawings.',
  about: 'Acme builds estimating tools.',
  how_it_works: 'Connect, pick drawings, export.',
  category_ids: ['bidding'],
  app_version_id: 'v-1',
  draft_developer_notes: 'First release',
  showcase_video_url: 'https://video.example/medias/abc',
  subscription_required: false,
  connector_required: false,
  has_trials: true,
  pricing_description: 'Free',
  region_ids: ['eu'],
  feature_bullets: ['Fast', 'Accurate', 'Synced'],
  website_link: { url: 'https://acme.example', label: 'Acme' },
  support_email: 'support@acme.example',
  small_logo_url: 'https://cdn.example/logo.png',
  picture_count: 3,
  learn_how_url: 'https://acme.example/learn',
};

const item = (id: string, kind: MediaItem['kind'], url: string): MediaItem => ({
  id,
  kind,
  type: ({ logo: 'Logo', picture: 'Picture', video: 'Video', showcase_video: 'ShowcaseVideo', security_document: 'Document' } as const)[
    kind
  ],
  name: `${id}.png`,
  original_filename: `${id}.png`,
  description: '',
  content_type: 'image/png',
  url,
  width: null,
  height: null,
});
/** An uploaded file's SHA-256, as the handler computes it (events before it was kept have none). */
const sha = 'ab'.repeat(32);
const added = (media: MediaItem, replacedIds: string[] = [], contentSha256?: string): ListingEvent => ({
  type: 'marketplace.listing.media_added',
  data: { appId, media, replacedIds, actorId: developer.id, at, ...(contentSha256 ? { contentSha256 } : {}) },
});
/** The uploads behind `complete`'s media fields: a logo, three screenshots and the showcase video. */
const uploads: ListingEvent[] = [
  added(item('logo-1', 'logo', 'https://cdn.example/logo.png')),
  added(item('pic-1', 'picture', '/p1')),
  added(item('pic-2', 'picture', '/p2')),
  added(item('pic-3', 'picture', '/p3')),
  added(item('show-1', 'showcase_video', 'https://video.example/medias/abc')),
];

const created = (fields: ListingFields = complete): ListingEvent => ({
  type: 'marketplace.listing.created',
  data: { appId, fields, actorId: developer.id, at },
});
const saved = (fields: ListingFields, state: 'draft' | 'in_review' = 'draft', by: ListingActor = developer): ListingEvent => ({
  type: 'marketplace.listing.saved',
  data: { appId, fields, state, is_concierge_app: false, actorId: by.id, actorIsAdmin: by.isAdmin, at },
});
const submitted: ListingEvent = { type: 'marketplace.listing.submitted', data: { appId, actorId: developer.id, at } };
const withdrawn: ListingEvent = { type: 'marketplace.listing.withdrawn', data: { appId, actorId: developer.id, at } };
const approved = (version = 1, fields: ListingFields = complete, silent = false): ListingEvent => ({
  type: 'marketplace.listing.approved',
  data: { appId, silent, version, fields, admin_message: null, actorId: admin.id, at },
});
const rejected: ListingEvent = {
  type: 'marketplace.listing.rejected',
  data: { appId, admin_message: '<p>Add screenshots</p>', actorId: admin.id, at },
};

const submit = { type: 'SubmitListing' as const, actor: developer, context, at };
const fieldsOf = (error: unknown) => (error instanceof ValidationError ? (error.details.fields ?? {}) : {});

describe('marketplace listing decider', () => {
  it('keeps one stream per app listing', () => {
    expect(listingStreamId(appId)).toBe('marketplace-listing-app-42');
  });

  describe('CreateListing', () => {
    it('creates a draft, filling the fields left out with their defaults', () => {
      spec([])
        .when({ type: 'CreateListing', context, appId, fields: { public_name: 'Acme Takeoff' }, actor: developer, at })
        .then([{ type: 'marketplace.listing.created', data: { appId, fields: draft, actorId: developer.id, at } }]);
      const state = foldEvents(listingDecider, [created(draft)]);
      expect(state).toMatchObject({ state: 'draft', approval_state: 'unreviewed', version: 1, published: null, admin_message: null });
    });

    it('refuses a second listing for the app, a developer who cannot edit, and admin-only fields from a developer', () => {
      spec([created()])
        .when({ type: 'CreateListing', context, appId, fields: {}, actor: developer, at })
        .thenThrows((e) => e instanceof ConflictError && e.message === LISTING_EXISTS);
      spec([])
        .when({ type: 'CreateListing', context, appId, fields: {}, actor: viewer, at })
        .thenThrows((e) => e instanceof ForbiddenError && e.message === CANNOT_EDIT);
      spec([])
        .when({ type: 'CreateListing', context, appId, fields: { beta: true }, actor: developer, at })
        .thenThrows((e) => e instanceof ForbiddenError && e.message === ADMIN_FIELDS_ONLY);
    });

    it('lets an admin create a listing with admin-only fields', () => {
      const fields = { ...draft, beta: true, security_badge: true };
      spec([])
        .when({ type: 'CreateListing', context, appId, fields, actor: admin, at })
        .then([{ type: 'marketplace.listing.created', data: { appId, fields, actorId: admin.id, at } }]);
    });
  });

  describe('the partner gate (marketplace not enabled for the app)', () => {
    const gated: ListingActor = { ...developer, listingEnabled: false };
    it('refuses a developer creating, saving or submitting a listing; admins pass', () => {
      const refused = (e: unknown) => e instanceof ForbiddenError && e.message === NOT_ENABLED;
      spec([]).when({ type: 'CreateListing', context, appId, fields: {}, actor: gated, at }).thenThrows(refused);
      spec([created()])
        .when({ type: 'SaveListing', context, fields: { tagline: 'x' }, actor: gated, at })
        .thenThrows(refused);
      spec([created()])
        .when({ ...submit, actor: gated })
        .thenThrows(refused);
      spec([])
        .when({
          type: 'CreateListing',
          context,
          appId,
          fields: { public_name: 'Acme Takeoff' },
          actor: { ...admin, listingEnabled: false },
          at,
        })
        .then([{ type: 'marketplace.listing.created', data: { appId, fields: draft, actorId: admin.id, at } }]);
    });
  });

  describe('SaveListing', () => {
    it('saves an incomplete draft and records nothing when nothing changed', () => {
      const fields = { ...draft, tagline: 'Takeoff', public_name: '' };
      spec([created(draft)])
        .when({ type: 'SaveListing', context, fields, actor: developer, at })
        .then([saved(fields)]);
      spec([created(draft)])
        .when({ type: 'SaveListing', context, fields: draft, actor: developer, at })
        .then([]);
    });

    it('refuses, from a developer or an admin, a draft holding what no listing may: 422 naming each field', () => {
      const wrong = {
        ...draft,
        tagline: 'x'.repeat(101),
        support_email: 'not-an-address',
        website_link: { url: 'acme', label: '' },
        category_ids: ['a', 'b', 'c', 'd'],
      };
      for (const actor of [developer, admin]) {
        spec([created(draft)])
          .when({ type: 'SaveListing', context, fields: wrong, actor, at })
          .thenThrows(
            (e) =>
              e instanceof ValidationError &&
              e.message === NOT_VALID &&
              JSON.stringify(fieldsOf(e)) ===
                JSON.stringify({
                  tagline: ['Character limit exceeded (100)'],
                  category_ids: ['Max number of categories exceeded'],
                  support_email: ['This email is invalid'],
                  'website_link.url': ['This URL is invalid'],
                }),
          );
      }
      spec([])
        .when({ type: 'CreateListing', context, appId, fields: { public_name: 'x'.repeat(51) }, actor: developer, at })
        .thenThrows((e) => e instanceof ValidationError && fieldsOf(e).public_name?.[0] === 'Character limit exceeded (50)');
    });

    it('holds the free texts the spec leaves unbounded to their limits, without blocking a listing that already holds more', () => {
      // Given a draft, when a save sends 20,000 characters of "Built by" and an over-long requirement, then 422 on each.
      spec([created(draft)])
        .when({
          type: 'SaveListing',
          context,
          fields: { ...draft, built_by: 'x'.repeat(20000), requirements: ['x'.repeat(201)] },
          actor: developer,
          at,
        })
        .thenThrows(
          (e) =>
            e instanceof ValidationError &&
            e.message === NOT_VALID &&
            JSON.stringify(fieldsOf(e)) ===
              JSON.stringify({ built_by: ['Character limit exceeded (100)'], 'requirements.0': ['Character limit exceeded (200)'] }),
        );
      spec([])
        .when({ type: 'CreateListing', context, appId, fields: { about: 'x'.repeat(5001) }, actor: developer, at })
        .thenThrows((e) => e instanceof ValidationError && fieldsOf(e).about?.[0] === 'Character limit exceeded (5000)');
      // Given a listing stored before the limits with a longer "About", when another field changes, then it saves.
      const before = { ...draft, about: 'x'.repeat(5500) };
      spec([created(before)])
        .when({ type: 'SaveListing', context, fields: { ...before, tagline: 'Still saves' }, actor: developer, at })
        .then([saved({ ...before, tagline: 'Still saves' })]);
    });

    it('refuses a missing listing and a developer who cannot edit', () => {
      spec([])
        .when({ type: 'SaveListing', context, fields: draft, actor: developer, at })
        .thenThrows((e) => e instanceof NotFoundError);
      spec([created()])
        .when({ type: 'SaveListing', context, fields: draft, actor: viewer, at })
        .thenThrows((e) => e instanceof ForbiddenError && e.message === CANNOT_EDIT);
    });

    it('refuses a developer changes while in review; an admin may save anytime', () => {
      spec([created(), submitted])
        .when({ type: 'SaveListing', context, fields: draft, actor: developer, at })
        .thenThrows((e) => e instanceof ConflictError && e.message === WITHDRAW_FIRST);
      spec([created(), submitted])
        .when({ type: 'SaveListing', context, fields: draft, actor: admin, at })
        .then([saved(draft, 'in_review', admin)]);
    });

    it('refuses admin-only changes from a developer (beta, security badge, concierge) and takes them from an admin', () => {
      spec([created()])
        .when({ type: 'SaveListing', context, fields: { ...complete, security_badge: true }, actor: developer, at })
        .thenThrows((e) => e instanceof ForbiddenError && e.message === ADMIN_FIELDS_ONLY);
      spec([created()])
        .when({ type: 'SaveListing', context, fields: complete, is_concierge_app: true, actor: developer, at })
        .thenThrows((e) => e instanceof ForbiddenError && e.message === ADMIN_FIELDS_ONLY);
      spec([created(), ...uploads])
        .when({ type: 'SaveListing', context, fields: complete, is_concierge_app: true, actor: admin, at })
        .then([
          {
            type: 'marketplace.listing.saved',
            data: { appId, fields: complete, state: 'draft', is_concierge_app: true, actorId: admin.id, actorIsAdmin: true, at },
          },
        ]);
    });

    it('refuses the admin-only notes from a developer, keeps them on a developer save that sends them empty (as read)', () => {
      const noted = { ...complete, notes: '<p>Partner since 2019</p>' };
      spec([created()])
        .when({ type: 'SaveListing', context, fields: { ...complete, notes: 'mine' }, actor: developer, at })
        .thenThrows((e) => e instanceof ForbiddenError && e.message === ADMIN_FIELDS_ONLY);
      spec([created(), saved(noted, 'draft', admin)])
        .when({ type: 'SaveListing', context, fields: { ...noted, notes: '<p>Other</p>' }, actor: developer, at })
        .thenThrows((e) => e instanceof ForbiddenError && e.message === ADMIN_FIELDS_ONLY);
      spec([created(), ...uploads, saved(noted, 'draft', admin)])
        .when({ type: 'SaveListing', context, fields: { ...noted, notes: '', tagline: 'Faster' }, actor: developer, at })
        .then([saved({ ...noted, tagline: 'Faster' })]);
      spec([created(), ...uploads])
        .when({ type: 'SaveListing', context, fields: noted, actor: admin, at })
        .then([saved(noted, 'draft', admin)]);
      spec([])
        .when({ type: 'CreateListing', context, appId, fields: { notes: 'x' }, actor: developer, at })
        .thenThrows((e) => e instanceof ForbiddenError && e.message === ADMIN_FIELDS_ONLY);
    });

    it('refuses the concierge flag on a developer create; an admin create keeps it (a save of the same fields)', () => {
      spec([])
        .when({ type: 'CreateListing', context, appId, fields: {}, is_concierge_app: true, actor: developer, at })
        .thenThrows((e) => e instanceof ForbiddenError && e.message === ADMIN_FIELDS_ONLY);
      spec([])
        .when({ type: 'CreateListing', context, appId, fields: { public_name: 'Acme Takeoff' }, is_concierge_app: true, actor: admin, at })
        .then([
          { type: 'marketplace.listing.created', data: { appId, fields: draft, actorId: admin.id, at } },
          {
            type: 'marketplace.listing.saved',
            data: { appId, fields: draft, state: 'draft', is_concierge_app: true, actorId: admin.id, actorIsAdmin: true, at },
          },
        ]);
    });

    it('lets provider employees and admins alone choose create lead; a developer keeps or drops one, never picks it', () => {
      const lead = { ...complete, learn_how_url: '', create_lead: true };
      spec([created()])
        .when({ type: 'SaveListing', context, fields: lead, actor: developer, at })
        .thenThrows((e) => e instanceof ForbiddenError && e.message === CREATE_LEAD_EMPLOYEES_ONLY);
      spec([])
        .when({ type: 'CreateListing', context, appId, fields: { create_lead: true }, actor: developer, at })
        .thenThrows((e) => e instanceof ForbiddenError && e.message === CREATE_LEAD_EMPLOYEES_ONLY);
      spec([created(), ...uploads])
        .when({ type: 'SaveListing', context, fields: lead, actor: employee, at })
        .then([saved(lead, 'draft', employee)]);
      const byEmployee = [created(), ...uploads, saved(lead, 'draft', employee)];
      spec(byEmployee)
        .when({ type: 'SaveListing', context, fields: { ...lead, tagline: 'Faster' }, actor: developer, at })
        .then([saved({ ...lead, tagline: 'Faster' })]);
      spec(byEmployee)
        .when({ ...submit, context: { ...context, keptCreateLead: true } })
        .then([submitted]);
      spec(byEmployee)
        .when(submit)
        .thenThrows((e) => e instanceof ValidationError && fieldsOf(e).contact?.[0] === 'This field is required');
      const dropped = { ...lead, create_lead: false, contact_us_email: 'sales@acme.example' };
      spec(byEmployee)
        .when({ type: 'SaveListing', context, fields: dropped, actor: developer, at })
        .then([saved(dropped)]);
      spec([...byEmployee, saved(dropped)])
        .when({ type: 'SaveListing', context, fields: lead, actor: developer, at })
        .thenThrows((e) => e instanceof ForbiddenError && e.message === CREATE_LEAD_EMPLOYEES_ONLY);
    });

    it('holds feature bullets to 3; a listing stored with more reads with its first 3 filled ones and saves again', () => {
      const four = { ...complete, feature_bullets: ['Fast', 'Accurate', 'Synced', 'Cheap'] };
      spec([created()])
        .when({ type: 'SaveListing', context, fields: four, actor: developer, at })
        .thenThrows(
          (e) =>
            e instanceof ValidationError &&
            JSON.stringify(fieldsOf(e)) === JSON.stringify({ feature_bullets: ['Max number of feature bullets exceeded'] }),
        );
      const stored = { ...complete, feature_bullets: ['Fast', '', 'Accurate', 'Synced', 'Cheap'] };
      const state = foldEvents(listingDecider, [created(stored), ...uploads, submitted, approved(1, stored)]);
      expect(state.fields?.feature_bullets).toEqual(['Fast', 'Accurate', 'Synced']);
      expect(state.published?.feature_bullets).toEqual(['Fast', 'Accurate', 'Synced']);
      // What the handler sends: the stored fields (as read) with the developer's change.
      const next = { ...state.fields!, tagline: 'Still loads' };
      spec([created(stored), ...uploads])
        .when({ type: 'SaveListing', context, fields: next, actor: developer, at })
        .then([saved({ ...complete, tagline: 'Still loads' })]);
    });

    it('stores no questionnaire detail beside a No answer; a listing stored with one reads without it', () => {
      const q = complete.security_questionnaire;
      const contradictory = {
        ...complete,
        security_questionnaire: {
          ...q,
          has_subprocessors: false,
          subprocessors_details: 'AWS (hosting)',
          has_sso_support: false,
          sso_providers: ['okta'],
        },
      };
      const clean = { ...complete, security_questionnaire: { ...q, has_subprocessors: false, has_sso_support: false } };
      spec([created(), ...uploads])
        .when({ type: 'SaveListing', context, fields: contradictory, actor: developer, at })
        .then([saved(clean)]);
      // A create has no uploads yet: its media fields are empty.
      const emptyMedia = { small_logo_url: '', picture_count: 0, video_count: 0, showcase_video_url: '' };
      spec([])
        .when({ type: 'CreateListing', context, appId, fields: contradictory, actor: developer, at })
        .then([{ type: 'marketplace.listing.created', data: { appId, fields: { ...clean, ...emptyMedia }, actorId: developer.id, at } }]);
      // Saved before the rule: read clean (the editor and reviewers see no contradiction), and sent back it saves nothing.
      const state = foldEvents(listingDecider, [created(), ...uploads, saved(contradictory)]);
      expect(state.fields?.security_questionnaire).toEqual(clean.security_questionnaire);
      spec([created(), ...uploads, saved(contradictory)])
        .when({ type: 'SaveListing', context, fields: state.fields!, actor: developer, at })
        .then([]);
    });

    it('saving a change to a published listing starts a new draft; the published snapshot stays', () => {
      const next = { ...complete, tagline: 'Now with AI' };
      spec([created(), ...uploads, submitted, approved()])
        .when({ type: 'SaveListing', context, fields: next, actor: developer, at })
        .then([saved(next)]);
      const state = foldEvents(listingDecider, [created(), ...uploads, submitted, approved(), saved(next)]);
      expect(state).toMatchObject({ state: 'draft', approval_state: 'approved', fields: next, published: complete, version: 1 });
    });
  });

  describe('SubmitListing', () => {
    it('submits a valid draft for review', () => {
      spec([created()]).when(submit).then([submitted]);
      expect(foldEvents(listingDecider, [created(), submitted]).state).toBe('in_review');
    });

    it('refuses an invalid form with the notValid message and every field problem', () => {
      spec([created(draft)])
        .when(submit)
        .thenThrows(
          (e) =>
            e instanceof ValidationError &&
            e.message === 'Please correct the errors below before submitting for review' &&
            fieldsOf(e).tagline?.[0] === 'This field is required' &&
            fieldsOf(e).region_or_country?.[0] === 'You must select a region or country',
        );
    });

    it('validates with the submission context (restricted mode needs no showcase video)', () => {
      const noVideo = { ...complete, showcase_video_url: '' };
      spec([created(noVideo)])
        .when(submit)
        .thenThrows((e) => fieldsOf(e).showcase_video_url?.[0] === 'This field is required');
      spec([created(noVideo)])
        .when({ ...submit, context: { ...context, restricted: true } })
        .then([submitted]);
    });

    it('needs canSubmit', () => {
      spec([created()])
        .when({ ...submit, actor: collaborator })
        .thenThrows((e) => e instanceof ForbiddenError && e.message === CANNOT_SUBMIT);
    });

    it('needs a draft: not in review, not published', () => {
      spec([created(), submitted])
        .when(submit)
        .thenThrows((e) => e instanceof ConflictError && e.message === SUBMIT_DRAFT_ONLY);
      spec([created(), submitted, approved()])
        .when(submit)
        .thenThrows((e) => e instanceof ConflictError && e.message === SUBMIT_DRAFT_ONLY);
    });

    it('resubmits after a rejection, keeping the admin message for the "Resubmit" label', () => {
      spec([created(), submitted, rejected]).when(submit).then([submitted]);
      const state = foldEvents(listingDecider, [created(), submitted, rejected, submitted]);
      expect(state).toMatchObject({ state: 'in_review', approval_state: 'rejected', admin_message: '<p>Add screenshots</p>' });
    });
  });

  describe('WithdrawListing', () => {
    it('withdraws a listing in review back to draft', () => {
      spec([created(), submitted]).when({ type: 'WithdrawListing', actor: developer, at }).then([withdrawn]);
      expect(foldEvents(listingDecider, [created(), submitted, withdrawn]).state).toBe('draft');
    });

    it('refuses outside review and for a viewer', () => {
      spec([created()])
        .when({ type: 'WithdrawListing', actor: developer, at })
        .thenThrows((e) => e instanceof ConflictError && e.message === WITHDRAW_IN_REVIEW_ONLY);
      spec([created(), submitted])
        .when({ type: 'WithdrawListing', actor: viewer, at })
        .thenThrows((e) => e instanceof ForbiddenError);
    });
  });

  describe('ApproveListing', () => {
    it('publishes: state published, approval approved, published snapshot = fields, version 1', () => {
      spec([created(), submitted]).when({ type: 'ApproveListing', context, actor: admin, silent: false, at }).then([approved()]);
      const state = foldEvents(listingDecider, [created(), submitted, approved()]);
      expect(state).toMatchObject({ state: 'published', approval_state: 'approved', published: complete, version: 1, silent: false });
    });

    it('publishes silently, with an optional admin message', () => {
      spec([created(), submitted])
        .when({ type: 'ApproveListing', context, actor: admin, silent: true, admin_message: '<p>Welcome</p>', at })
        .then([
          {
            type: 'marketplace.listing.approved',
            data: { appId, silent: true, version: 1, fields: complete, admin_message: '<p>Welcome</p>', actorId: admin.id, at },
          },
        ]);
    });

    it('adds 1 to the version on each approval after the first publication', () => {
      const v2 = { ...complete, tagline: 'v2' };
      const v3 = { ...complete, tagline: 'v3' };
      spec([created(), submitted, approved(1), saved(v2), submitted])
        .when({ type: 'ApproveListing', context, actor: admin, silent: false, at })
        .then([approved(2, v2)]);
      const state = foldEvents(listingDecider, [
        created(),
        submitted,
        approved(1),
        saved(v2),
        submitted,
        approved(2, v2),
        saved(v3),
        submitted,
        approved(3, v3),
      ]);
      expect(state).toMatchObject({ version: 3, published: v3, state: 'published' });
    });

    it('publishes an admin-saved draft of a published listing as the next version, without a submission', () => {
      const next = { ...complete, tagline: 'Admin fix' };
      spec([created(), ...uploads, submitted, approved(), saved(next, 'draft', admin)])
        .when({ type: 'ApproveListing', context, actor: admin, silent: true, at })
        .then([approved(2, next, true)]);
    });

    it('keeps version 1 through rejections before the first publication', () => {
      spec([created(), submitted, rejected, submitted])
        .when({ type: 'ApproveListing', context, actor: admin, silent: false, at })
        .then([approved(1)]);
    });

    it('refuses to publish what a submission could not pass, whatever an admin saved since', () => {
      const blanked = { ...complete, public_name: '' };
      spec([created(), ...uploads, submitted, saved(blanked, 'in_review', admin)])
        .when({ type: 'ApproveListing', context, actor: admin, silent: true, at })
        .thenThrows(
          (e) => e instanceof ValidationError && e.message === NOT_VALID && fieldsOf(e).public_name?.[0] === 'This field is required',
        );
    });

    it('refuses a developer and an already published listing', () => {
      spec([created(), submitted])
        .when({ type: 'ApproveListing', context, actor: developer, silent: false, at })
        .thenThrows((e) => e instanceof ForbiddenError);
      spec([created(), submitted, approved()])
        .when({ type: 'ApproveListing', context, actor: admin, silent: false, at })
        .thenThrows((e) => e instanceof ConflictError && e.message === ALREADY_PUBLISHED);
      spec([])
        .when({ type: 'ApproveListing', context, actor: admin, silent: false, at })
        .thenThrows((e) => e instanceof NotFoundError);
    });
  });

  describe('RejectListing', () => {
    it('rejects back to draft with the admin message, naming the listing as it was (for the review mail)', () => {
      spec([created(), submitted])
        .when({ type: 'RejectListing', actor: admin, admin_message: '<p>Add screenshots</p>', at })
        .then([{ ...rejected, data: { ...rejected.data, public_name: 'Acme Takeoff' } } as ListingEvent]);
      const state = foldEvents(listingDecider, [created(), submitted, rejected]);
      expect(state).toMatchObject({ state: 'draft', approval_state: 'rejected', admin_message: '<p>Add screenshots</p>' });
    });

    it('requires an admin message (empty rich text counts as none)', () => {
      for (const admin_message of ['', '  ', '<p><br></p>']) {
        spec([created(), submitted])
          .when({ type: 'RejectListing', actor: admin, admin_message, at })
          .thenThrows((e) => e instanceof ValidationError && fieldsOf(e).admin_message?.[0] === 'This field is required');
      }
    });

    it('refuses a developer and an already published listing', () => {
      spec([created(), submitted])
        .when({ type: 'RejectListing', actor: developer, admin_message: 'no', at })
        .thenThrows((e) => e instanceof ForbiddenError);
      spec([created(), submitted, approved()])
        .when({ type: 'RejectListing', actor: admin, admin_message: 'no', at })
        .thenThrows((e) => e instanceof ConflictError && e.message === ALREADY_PUBLISHED);
    });

    it('refuses a listing that is not in review: a draft, withdrawn, rejected already, or a new draft of a published one', () => {
      for (const given of [
        [created()],
        [created(), submitted, withdrawn],
        [created(), submitted, rejected],
        [created(), ...uploads, submitted, approved(), saved({ ...complete, tagline: 'Next' })],
      ]) {
        spec(given)
          .when({ type: 'RejectListing', actor: admin, admin_message: '<p>Add screenshots</p>', at })
          .thenThrows((e) => e instanceof ConflictError && e.message === REJECT_IN_REVIEW_ONLY);
      }
    });
  });

  it('keeps every event plain JSON', () => {
    const events = [created(), saved(complete), submitted, withdrawn, approved(), rejected];
    expect(JSON.parse(JSON.stringify(events))).toEqual(events);
  });

  describe('AddMedia and RemoveMedia', () => {
    it('keeps the media fields in step with the uploads, whatever a save claims', () => {
      spec([created(draft)])
        .when({
          type: 'SaveListing',
          context,
          fields: { ...draft, small_logo_url: 'https://forged.example/logo.png', picture_count: 9 },
          actor: developer,
          at,
        })
        .then([]);
    });

    it('adds files, replaces the one logo, removes by id, and locks them in review', () => {
      const logo = item('logo-1', 'logo', '/l1');
      spec([created(draft)])
        .when({ type: 'AddMedia', media: logo, contentSha256: sha, actor: developer, at })
        .then([added(logo, [], sha)]);
      const second = item('logo-2', 'logo', '/l2');
      spec([created(draft), added(logo)])
        .when({ type: 'AddMedia', media: second, contentSha256: sha, actor: developer, at })
        .then([added(second, ['logo-1'], sha)]);
      const state = foldEvents(listingDecider, [created(draft), added(logo), added(second, ['logo-1']), added(item('p', 'picture', '/p'))]);
      expect(state.fields).toMatchObject({ small_logo_url: '/l2', picture_count: 1 });
      spec([created(draft), added(logo)])
        .when({ type: 'RemoveMedia', mediaId: 'logo-1', actor: developer, at })
        .then([{ type: 'marketplace.listing.media_removed', data: { appId, mediaId: 'logo-1', actorId: developer.id, at } }]);
      expect(
        foldEvents(listingDecider, [
          created(draft),
          added(logo),
          { type: 'marketplace.listing.media_removed', data: { appId, mediaId: 'logo-1', actorId: developer.id, at } },
        ]).fields,
      ).toMatchObject({ small_logo_url: '' });
      spec([created(draft)])
        .when({ type: 'RemoveMedia', mediaId: 'nope', actor: developer, at })
        .thenThrows((e) => e instanceof NotFoundError);
      spec([created(), ...uploads, submitted])
        .when({ type: 'AddMedia', media: item('p9', 'picture', '/p9'), contentSha256: sha, actor: developer, at })
        .thenThrows((e) => e instanceof ConflictError);
      spec([created(draft)])
        .when({ type: 'AddMedia', media: logo, contentSha256: sha, actor: viewer, at })
        .thenThrows((e) => e instanceof ForbiddenError);
    });

    it('leaves the security self-assessment document to admins: a developer neither uploads nor removes one', () => {
      const document = item('doc-1', 'security_document', '/d1');
      const refused = (e: unknown) => e instanceof ForbiddenError && e.message === SECURITY_DOCUMENT_ADMINS_ONLY;
      // Given a draft, when its developer uploads the document, then it is refused (the UI offers it to admins only).
      spec([created(draft)])
        .when({ type: 'AddMedia', media: document, contentSha256: sha, actor: developer, at })
        .thenThrows(refused);
      // Given the document an admin uploaded, when the developer removes it, then it is refused.
      spec([created(draft), added(document)])
        .when({ type: 'RemoveMedia', mediaId: 'doc-1', actor: developer, at })
        .thenThrows(refused);
      // An admin does both.
      spec([created(draft)])
        .when({ type: 'AddMedia', media: document, contentSha256: sha, actor: admin, at })
        .then([
          {
            type: 'marketplace.listing.media_added',
            data: { appId, media: document, replacedIds: [], actorId: admin.id, at, contentSha256: sha },
          },
        ]);
      spec([created(draft), added(document)])
        .when({ type: 'RemoveMedia', mediaId: 'doc-1', actor: admin, at })
        .then([{ type: 'marketplace.listing.media_removed', data: { appId, mediaId: 'doc-1', actorId: admin.id, at } }]);
      // The developer's other uploads are not affected by the admin's document.
      const logo = item('logo-1', 'logo', '/l1');
      spec([created(draft), added(document)])
        .when({ type: 'AddMedia', media: logo, contentSha256: sha, actor: developer, at })
        .then([added(logo, [], sha)]);
    });

    it('refuses an upload id it has seen, also once removed or replaced, and remembers each upload with its digest', () => {
      const logo = item('logo-1', 'logo', '/l1');
      const removed: ListingEvent = {
        type: 'marketplace.listing.media_removed',
        data: { appId, mediaId: 'pic-1', actorId: developer.id, at },
      };
      for (const given of [
        [created(draft), added(logo, [], sha)],
        [created(draft), added(logo, [], sha), added(item('logo-2', 'logo', '/l2'), ['logo-1'])],
      ]) {
        spec(given)
          .when({ type: 'AddMedia', media: item('logo-1', 'logo', '/again'), contentSha256: sha, actor: developer, at })
          .thenThrows((e) => e instanceof ConflictError && e.message === MEDIA_EXISTS);
      }
      const state = foldEvents(listingDecider, [created(draft), added(logo, [], sha), added(item('pic-1', 'picture', '/p1')), removed]);
      expect(state.uploads).toEqual({ 'logo-1': sha, 'pic-1': null });
      expect(state.media.map((m) => m.id)).toEqual(['logo-1']);
    });
  });
  describe('FollowAppDeleted and FollowAppRestored (the app events, as the marketplace consumes them)', () => {
    const deletedAt = '2026-11-27T09:00:00.000Z';
    const undeletedAt = '2026-11-28T09:00:00.000Z';
    const appDeleted = (appStreamVersion: number, when = deletedAt): ListingEvent => ({
      type: 'marketplace.listing.app_deleted',
      data: { appId, appStreamVersion, at: when },
    });
    const appRestored = (appStreamVersion: number, when = undeletedAt): ListingEvent => ({
      type: 'marketplace.listing.app_restored',
      data: { appId, appStreamVersion, at: when },
    });
    const deleteApp = (appStreamVersion: number, when = deletedAt) => ({ type: 'FollowAppDeleted' as const, appStreamVersion, at: when });
    const undeleteApp = (appStreamVersion: number, when = undeletedAt) => ({
      type: 'FollowAppRestored' as const,
      appStreamVersion,
      at: when,
    });
    const published = [created(), ...uploads, submitted, approved()];

    it('takes a published listing off the public Marketplace while its app is deleted, and back as it was on undelete', () => {
      spec(published)
        .when(deleteApp(5))
        .then([appDeleted(5)]);
      const before = foldEvents(listingDecider, published);
      const hidden = foldEvents(listingDecider, [...published, appDeleted(5)]);
      expect(publicContent(before)).toEqual(complete);
      expect(publicContent(hidden)).toBeNull();
      // The listing itself is kept: what it publishes, its review state, its files.
      expect(hidden).toMatchObject({ state: 'published', published: complete, appDeletedAt: deletedAt });

      spec([...published, appDeleted(5)])
        .when(undeleteApp(6))
        .then([appRestored(6)]);
      const back = foldEvents(listingDecider, [...published, appDeleted(5), appRestored(6)]);
      expect(publicContent(back)).toEqual(complete);
      expect({ ...back, appStreamVersion: 0 }).toEqual(before);
    });

    it("records the app event's time, not the time it is consumed", () => {
      spec(published)
        .when(deleteApp(5, '2020-01-01T00:00:00.000Z'))
        .then([appDeleted(5, '2020-01-01T00:00:00.000Z')]);
    });

    it('changes nothing for an app event it has followed already, or an older one (a redelivery, a replay of the topic)', () => {
      spec([...published, appDeleted(5)])
        .when(deleteApp(5))
        .then([]);
      const followed = [...published, appDeleted(5), appRestored(6)];
      spec(followed).when(undeleteApp(6)).then([]);
      // Replayed from the start: the old deletion must not hide the listing of an app undeleted since.
      spec(followed).when(deleteApp(5)).then([]);
      spec([...followed, appDeleted(9)])
        .when(undeleteApp(6))
        .then([]);
      spec([...followed, appDeleted(9)])
        .when(deleteApp(9))
        .then([]);
      // A later deletion after an undelete is followed again.
      spec(followed)
        .when(deleteApp(9))
        .then([appDeleted(9)]);
    });

    it('writes nothing for an app without a listing, or an undelete of an app whose deletion it never followed', () => {
      spec([]).when(deleteApp(5)).then([]);
      spec([]).when(undeleteApp(6)).then([]);
      spec(published).when(undeleteApp(6)).then([]);
    });

    it('keeps a draft or a listing in review as it is: nothing public before, the same review state after', () => {
      for (const given of [[created(draft)], [created(), ...uploads, submitted]]) {
        spec(given)
          .when(deleteApp(5))
          .then([appDeleted(5)]);
        const hidden = foldEvents(listingDecider, [...given, appDeleted(5)]);
        expect(publicContent(hidden)).toBeNull();
        const back = foldEvents(listingDecider, [...given, appDeleted(5), appRestored(6)]);
        expect(back.state).toBe(foldEvents(listingDecider, given).state);
        expect(publicContent(back)).toBeNull();
      }
    });

    it('keeps an approval made while the app is deleted private until the app is undeleted', () => {
      const inReview = [created(), ...uploads, submitted, appDeleted(5)];
      spec(inReview)
        .when({ type: 'ApproveListing', context, actor: admin, silent: true, at })
        .then([approved(1, complete, true)]);
      expect(publicContent(foldEvents(listingDecider, [...inReview, approved(1, complete, true)]))).toBeNull();
      expect(publicContent(foldEvents(listingDecider, [...inReview, approved(1, complete, true), appRestored(6)]))).toEqual(complete);
    });

    it('keeps its events plain JSON', () => {
      const events = [appDeleted(5), appRestored(6)];
      expect(JSON.parse(JSON.stringify(events))).toEqual(events);
    });
  });
});
