import { emptyListingFields, emptySecurityQuestionnaire, normalizeListing, type ListingContext, type ListingInput } from './listing.model';
import { listingChoices, validationRows as rows, validListing, withQ } from './listing.fixtures.testing';
import {
  INVALID_FILE_TYPE,
  REGION_OR_COUNTRY_REQUIRED,
  REQUIRED,
  checkUploadType,
  progress,
  sniffMime,
  tabOf,
  tabsWithErrors,
  validateField,
  validateDraft,
  validateListing,
  keepingNamed,
  notAChoice,
  type UploadKind,
} from './listing.rules';

const context: ListingContext = { restricted: false, securityEnabled: true, isEmployee: false };
const chars = (n: number) => 'x'.repeat(n);

const valid = validListing;

describe('listing rules (spec 3 §5)', () => {
  it('finds no error in a fully valid listing', () => {
    expect(validateListing(valid, context)).toEqual({});
  });

  // Every row has all five columns (jest would take a missing last one for a done callback).
  const table = rows.map(([rule, patch, path, message, ctx]) => [rule, patch, path, message, ctx ?? {}] as const);
  it.each(table)('%s', (_rule, patch, path, message, ctx) => {
    const errors = validateListing({ ...valid, ...patch }, { ...context, ...ctx });
    expect(errors[path]).toEqual([message]);
    // The rule is the only thing wrong (the contact group may accompany an empty contact value).
    expect(Object.keys(errors).filter((key) => key !== path && key !== 'contact')).toEqual([]);
  });

  it('lets a draft lack anything, but not hold over-long text, malformed addresses or too many items', () => {
    expect(validateDraft({}, context)).toEqual({});
    expect(validateDraft({ public_name: '', helpful_links: [{ url: 'https://a.example', label: '' }] }, context)).toEqual({});
    expect(
      validateDraft(
        {
          public_name: chars(51),
          feature_bullets: ['', chars(201)],
          pricing_url: 'nope',
          requirements: ['a', 'b', 'c', 'd'],
          security_questionnaire_visible: true,
          security_questionnaire: { ...emptySecurityQuestionnaire(), has_security_contact: true, security_email: 'x@' },
        },
        context,
      ),
    ).toEqual({
      public_name: ['Character limit exceeded (50)'],
      'feature_bullets.1': ['Character limit exceeded (200)'],
      pricing_url: ['This URL is invalid'],
      requirements: ['Max number of requirements exceeded'],
      'security_questionnaire.security_email': ['This email is invalid'],
    });
  });

  it("takes as release version only one of the app's production versions, when the caller knows them", () => {
    expect(validateListing({ ...valid, app_version_id: 'v-1' }, { ...context, releaseVersionIds: ['v-1', 'v-2'] })).toEqual({});
    const elsewhere = { ...valid, app_version_id: 'v-9' };
    expect(validateListing(elsewhere, { ...context, releaseVersionIds: ['v-1'] })).toEqual({
      app_version_id: ["Choose one of this app's production versions"],
    });
    expect(validateDraft(elsewhere, { ...context, releaseVersionIds: [] })).toEqual({
      app_version_id: ["Choose one of this app's production versions"],
    });
    expect(validateListing(elsewhere, context)).toEqual({});
  });

  it('takes ids only from the reference lists, when the caller knows them; a draft neither', () => {
    const choices = listingChoices;
    expect(validateListing(valid, { ...context, choices })).toEqual({});
    const foreign = { category_ids: ['bidding', 'drones'], product_tool_ids: ['budget', 'cranes'] };
    expect(validateDraft(foreign, { ...context, choices })).toEqual({
      category_ids: [notAChoice(['drones'])],
      product_tool_ids: [notAChoice(['cranes'])],
    });
    expect(validateDraft(foreign, context)).toEqual({});
    // The questionnaire's ids are stored whether or not it is shown, so they are checked either way.
    const hidden = {
      security_questionnaire_visible: false,
      security_questionnaire: { ...emptySecurityQuestionnaire(), sso_providers: ['x'] },
    };
    expect(validateDraft(hidden, { ...context, choices })).toEqual({ 'security_questionnaire.sso_providers': [notAChoice(['x'])] });
  });

  it('names at most three unknown ids, each once', () => {
    expect(notAChoice(['a', 'b'])).toBe('Not one of the listed choices: a, b');
    expect(validateDraft({ category_ids: ['a', 'b', 'a', 'c', 'd'] }, { ...context, choices: listingChoices }).category_ids).toEqual([
      'Max number of categories exceeded',
      'Not one of the listed choices: a, b, c, …',
    ]);
  });

  it('keeps the ids a stored listing names valid after they leave their list, and only those', () => {
    const stored = { category_ids: ['retired'], security_questionnaire: withQ({ headquarters_country_id: 'yu' }).security_questionnaire };
    const kept = keepingNamed(listingChoices, stored);
    expect(kept.category_ids).toEqual([...listingChoices.category_ids, 'retired']);
    expect(kept.country_ids).toContain('yu');
    expect(kept.region_ids).toEqual(listingChoices.region_ids);
    expect(validateDraft({ ...stored, category_ids: ['retired', 'other'] }, { ...context, choices: kept })).toEqual({
      category_ids: [notAChoice(['other'])],
    });
  });

  it('accepts values exactly at their limits', () => {
    const atLimits = {
      ...valid,
      public_name: chars(50),
      tagline: chars(100),
      description: chars(2000),
      how_it_works: chars(500),
      feature_bullets: [chars(200)],
      category_ids: ['a', 'b', 'c'],
      helpful_links: [1, 2, 3].map((i) => ({ url: `https://a${i}.example`, label: `L${i}` })),
      requirements: ['a', 'b', 'c'],
    };
    expect(validateListing(atLimits, context)).toEqual({});
  });

  it('does not require the showcase video in restricted mode', () => {
    expect(validateListing({ ...valid, showcase_video_url: '', video_count: 0 }, { ...context, restricted: true })).toEqual({});
  });

  it('leaves the empty spare helpful-link and requirement rows alone, and the pricing URL optional', () => {
    expect(
      validateListing(
        { ...valid, helpful_links: [{ url: '', label: '' }], requirements: [''], pricing_url: '', product_tool_ids: [] },
        context,
      ),
    ).toEqual({});
  });

  it('accepts each contact mode alone', () => {
    const none = { contact_us_email: '', learn_how_url: '', create_lead: false };
    expect(validateListing({ ...valid, ...none, contact_us_email: 'a@b.example' }, context)).toEqual({});
    expect(validateListing({ ...valid, ...none, learn_how_url: 'https://learn.example' }, context)).toEqual({});
    expect(validateListing({ ...valid, ...none, create_lead: true }, { ...context, isEmployee: true })).toEqual({});
  });

  it('counts create lead as a contact for employees, or where the stored listing already holds it', () => {
    const lead = { ...valid, contact_us_email: '', learn_how_url: '', create_lead: true };
    expect(validateListing(lead, context)).toEqual({ contact: [REQUIRED] });
    expect(validateListing(lead, { ...context, keptCreateLead: false })).toEqual({ contact: [REQUIRED] });
    expect(validateListing(lead, { ...context, keptCreateLead: true })).toEqual({});
    expect(progress(lead, context).completed).toBe(6);
    // A draft may lack a contact: saving one with an unearned create lead is the server's refusal, not a rule's.
    expect(validateDraft(lead, context)).toEqual({});
  });

  it('holds feature bullets to 3 slots, drafts too', () => {
    const four = ['Fast', 'Accurate', 'Synced', 'Cheap'];
    expect(validateListing({ ...valid, feature_bullets: four }, context)).toEqual({
      feature_bullets: ['Max number of feature bullets exceeded'],
    });
    expect(validateDraft({ feature_bullets: ['', '', '', ''] }, context)).toEqual({
      feature_bullets: ['Max number of feature bullets exceeded'],
    });
    expect(validateListing({ ...valid, feature_bullets: [chars(200), chars(200), chars(200)] }, context)).toEqual({});
  });

  it('checks the questionnaire only when the flag is on and it is visible; detail fields only after a yes', () => {
    const unanswered = { ...valid, security_questionnaire: emptySecurityQuestionnaire() };
    expect(validateListing(unanswered, { ...context, securityEnabled: false })).toEqual({});
    expect(validateListing({ ...unanswered, security_questionnaire_visible: false }, context)).toEqual({});
    expect(Object.keys(validateListing(unanswered, context))).toHaveLength(18);
    const allNo = withQ({
      has_subprocessors: false,
      subprocessors_details: '',
      has_security_contact: false,
      security_email: 'not checked',
      has_disclosure_program: false,
      disclosure_program_url: 'not checked',
      has_security_standards: true,
      security_standard_ids: [],
      other_security_standards: 'SOC 2 in progress',
      has_sso_support: false,
      sso_providers: [],
    });
    expect(validateListing({ ...valid, ...allNo }, context)).toEqual({});
  });

  it('validates one field at a time, with regions and countries re-checking region_or_country', () => {
    expect(validateField('public_name', { ...valid, public_name: chars(51) }, context)).toEqual(['Character limit exceeded (50)']);
    expect(validateField('public_name', valid, context)).toEqual([]);
    expect(validateField('country_ids', { ...valid, region_ids: [], country_ids: [] }, context)).toEqual([REGION_OR_COUNTRY_REQUIRED]);
    expect(validateField('region_ids', { ...valid, region_ids: [], country_ids: ['gb'] }, context)).toEqual([]);
    expect(validateField('create_lead', { ...valid, contact_us_email: '' }, context)).toEqual([REQUIRED]);
  });

  it('maps field paths to tabs', () => {
    expect(tabOf('public_name')).toBe('App');
    expect(tabOf('showcase_video_url')).toBe('App');
    expect(tabOf('pricing_url')).toBe('Regions');
    expect(tabOf('region_or_country')).toBe('Regions');
    expect(tabOf('helpful_links.0.url')).toBe('Links');
    expect(tabOf('feature_bullets.2')).toBe('Features');
    expect(tabOf('website_link.label')).toBe('Support');
    expect(tabOf('product_tool_ids')).toBe('Tools');
    expect(tabOf('requirements')).toBe('Requirements');
    expect(tabOf('contact')).toBe('Contact');
    expect(tabOf('picture_count')).toBe('Media');
    expect(tabOf('security_questionnaire.sso_providers')).toBe('Security');
    expect(tabOf('nonsense')).toBeUndefined();
    expect(tabsWithErrors(validateListing({ ...valid, tagline: '', support_email: 'x' }, context))).toEqual(new Set(['App', 'Support']));
  });

  it('computes progress over 6 stages, or 7 with the questionnaire visible', () => {
    expect(progress(valid, context)).toEqual({ completed: 7, total: 7, percent: 100 });
    expect(progress(valid, { ...context, securityEnabled: false })).toEqual({ completed: 6, total: 6, percent: 100 });
    expect(progress({ ...valid, security_questionnaire_visible: false }, context)).toEqual({ completed: 6, total: 6, percent: 100 });
    // Links, tools and requirements count towards no stage.
    expect(progress({ ...valid, requirements: ['a', 'b', 'c', 'd'] }, context)).toEqual({ completed: 7, total: 7, percent: 100 });
    expect(progress({ ...valid, tagline: '', picture_count: 0 }, context)).toEqual({ completed: 5, total: 7, percent: 71 });
    expect(progress({}, { ...context, securityEnabled: false })).toEqual({ completed: 0, total: 6, percent: 0 });
  });

  const uploads: [UploadKind, string, boolean][] = [
    ['logo', 'image/png', true],
    ['logo', 'image/jpeg', true],
    ['logo', 'image/gif', false],
    ['screenshot', 'image/jpeg', true],
    ['screenshot', 'application/pdf', false],
    ['video', 'video/mp4', true],
    ['video', 'video/quicktime', true],
    ['video', 'video/webm', false],
    ['showcase_video', 'video/quicktime', true],
    ['showcase_video', 'image/png', false],
    ['document', 'application/pdf', true],
    ['document', 'image/png', false],
  ];
  it.each(uploads)('upload %s of type %s accepted: %s', (kind, mime, accepted) => {
    expect(checkUploadType(kind, mime)).toBe(accepted ? null : INVALID_FILE_TYPE);
  });

  it('rejects an upload whose bytes match no known type', () => {
    expect(checkUploadType('logo', sniffMime(new TextEncoder().encode('GIF89a....')))).toBe(INVALID_FILE_TYPE);
    expect(checkUploadType('logo', sniffMime(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])))).toBeNull();
    expect(checkUploadType('document', sniffMime(new TextEncoder().encode('%PDF-1.7\n')))).toBeNull();
    expect(sniffMime(new TextEncoder().encode('\0\0\0\x14ftypqt  '))).toBe('video/quicktime');
    expect(sniffMime(new TextEncoder().encode('\0\0\0\x18ftypisom'))).toBe('video/mp4');
    expect(sniffMime(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });
});

describe('normalizeListing', () => {
  it('fills what is left out and drops keys that are no listing field, at every level', () => {
    const input = {
      public_name: 'Acme',
      app: { public_name: 'nested per tab' },
      website_link: { url: 'https://acme.example', href: 'x' },
      security_questionnaire: { company_legal_name: 'Acme Ltd', extra: true },
    } as unknown as ListingInput;
    const fields = normalizeListing(input);
    expect(fields).toEqual({
      ...emptyListingFields(),
      public_name: 'Acme',
      website_link: { url: 'https://acme.example', label: '' },
      security_questionnaire: { ...emptySecurityQuestionnaire(), company_legal_name: 'Acme Ltd' },
    });
  });

  it('reads a value of the wrong type (stored before the API refused it) as the default, and keeps list items of the right type', () => {
    const stored = {
      public_name: 123,
      category_ids: 'x',
      installable: 'yes',
      region_ids: [{}, 'europe'],
      helpful_links: [1, { url: 'https://a.example', label: 'Docs' }],
      feature_bullets: [null, 'Fast'],
      subscription_required: 'yes',
      app_version_id: 'v-1',
      website_link: 'https://a.example',
      security_questionnaire: { headquarters_country_id: 7, has_mfa_support: true },
    } as unknown as ListingInput;
    expect(normalizeListing(stored)).toEqual({
      ...emptyListingFields(),
      region_ids: ['europe'],
      helpful_links: [{ url: 'https://a.example', label: 'Docs' }],
      feature_bullets: ['Fast'],
      app_version_id: 'v-1',
      security_questionnaire: { ...emptySecurityQuestionnaire(), has_mfa_support: true },
    });
  });
});
