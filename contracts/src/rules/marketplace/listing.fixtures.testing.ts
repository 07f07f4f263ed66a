/**
 * Test data only: a listing that passes every rule of spec 3 §5 (its ids are the seeded reference ids), security questionnaire included
 * (visible and fully answered), so it completes all 7 progress stages in any mode. Tests spread it
 * and break one field at a time.
 */
import { emptyListingFields, emptySecurityQuestionnaire, type ListingFields, type SecurityQuestionnaire } from './listing.model';
import {
  INVALID_EMAIL,
  INVALID_URL,
  MAX_CATEGORIES_EXCEEDED,
  MAX_FEATURE_BULLETS_EXCEEDED,
  MAX_HELPFUL_LINKS_EXCEEDED,
  MAX_REQUIREMENTS_EXCEEDED,
  REGION_OR_COUNTRY_REQUIRED,
  REQUIRED,
  notAChoice,
  type ListingChoices,
  type ValidationContext,
} from './listing.rules';

export const validQuestionnaire: SecurityQuestionnaire = {
  ...emptySecurityQuestionnaire(),
  company_legal_name: 'Acme Construction Software Ltd',
  headquarters_country_id: 'gb',
  data_processing_country_ids: ['gb', 'de'],
  has_subprocessors: true,
  subprocessors_details: 'AWS (hosting)',
  has_sensitive_data: true,
  sensitive_data_handling_details: 'Encrypted, access logged',
  has_security_contact: true,
  security_email: 'security@acme.example',
  has_security_audits: true,
  has_security_standards: true,
  security_standard_ids: ['iso-27001-2022'],
  has_penetration_testing: true,
  can_notify_provider: true,
  has_disclosure_program: true,
  disclosure_program_url: 'https://acme.example/security',
  has_bug_bounty_program: false,
  has_data_encryption_at_rest: true,
  has_data_encryption_in_transit: true,
  has_sso_support: true,
  sso_providers: ['okta'],
  has_saml_support: true,
  has_mfa_support: true,
  has_fas_support: false,
};

export const validListing: ListingFields = {
  ...emptyListingFields(),
  public_name: 'Acme Takeoff',
  tagline: 'Quantity takeoff in minutes',
  built_by: 'Acme',
  sold_by: 'Acme',
  description: 'Takeoff from drawings, synced to budgets.',
  about: 'Acme builds estimating tools.',
  how_it_works: 'Connect your project, pick drawings, export quantities.',
  category_ids: ['bidding', 'project-management'],
  app_version_id: 'v-1',
  draft_developer_notes: 'First release',
  installable: true,
  showcase_video_url: 'https://video.example/medias/abc123',
  subscription_required: true,
  connector_required: false,
  has_trials: true,
  pricing_url: 'https://acme.example/pricing',
  pricing_description: 'Per seat, monthly',
  region_ids: ['europe'],
  country_ids: ['gb'],
  helpful_links: [{ url: 'https://acme.example/docs', label: 'Docs' }],
  feature_bullets: ['Fast', 'Accurate', 'Synced'],
  website_link: { url: 'https://acme.example', label: 'Acme' },
  support_email: 'support@acme.example',
  product_tool_ids: ['budget'],
  requirements: ['A project'],
  small_logo_url: 'https://cdn.example/logo.png',
  picture_count: 3,
  video_count: 1,
  contact_us_email: 'sales@acme.example',
  security_questionnaire_visible: true,
  security_questionnaire: validQuestionnaire,
};

/** A few of the seeded reference ids (services/marketplace/src/reference/catalog.ts), the fixtures' among them. */
export const listingChoices: ListingChoices = {
  category_ids: ['bidding', 'project-management', 'scheduling'],
  region_ids: ['europe', 'north-america'],
  country_ids: ['gb', 'de', 'us'],
  product_tool_ids: ['budget', 'daily-log'],
  security_standard_ids: ['iso-27001-2022', 'soc2-type2'],
  sso_providers: ['okta', 'auth0'],
};

const chars = (n: number) => 'x'.repeat(n);

/** One rule of spec 3 §5: the change to a valid listing, the field path it marks and the message. */
/** A valid listing whose questionnaire differs by `patch`. */
export const withQ = (patch: Partial<SecurityQuestionnaire>): Partial<ListingFields> => ({
  security_questionnaire: { ...validQuestionnaire, ...patch },
});

export type ValidationRow = [rule: string, patch: Partial<ListingFields>, path: string, message: string, ctx?: Partial<ValidationContext>];

export const validationRows: ValidationRow[] = [
  // App section: required fields
  ['public_name required', { public_name: ' ' }, 'public_name', REQUIRED],
  ['tagline required', { tagline: '' }, 'tagline', REQUIRED],
  ['built_by required', { built_by: '' }, 'built_by', REQUIRED],
  ['sold_by required', { sold_by: '' }, 'sold_by', REQUIRED],
  ['description required', { description: '' }, 'description', REQUIRED],
  ['about required', { about: '' }, 'about', REQUIRED],
  ['how_it_works required', { how_it_works: '' }, 'how_it_works', REQUIRED],
  ['category_ids required', { category_ids: [] }, 'category_ids', REQUIRED],
  ['app_version_id required', { app_version_id: null }, 'app_version_id', REQUIRED],
  ['draft_developer_notes required', { draft_developer_notes: '' }, 'draft_developer_notes', REQUIRED],
  ['showcase video required outside restricted mode', { showcase_video_url: '' }, 'showcase_video_url', REQUIRED],
  // App section: limits and counts
  ['public_name max 50', { public_name: chars(51) }, 'public_name', 'Character limit exceeded (50)'],
  ['tagline max 100', { tagline: chars(101) }, 'tagline', 'Character limit exceeded (100)'],
  ['description max 2000', { description: chars(2001) }, 'description', 'Character limit exceeded (2000)'],
  ['how_it_works max 500', { how_it_works: chars(501) }, 'how_it_works', 'Character limit exceeded (500)'],
  ['categories 1 to 3', { category_ids: ['a', 'b', 'c', 'd'] }, 'category_ids', MAX_CATEGORIES_EXCEEDED],
  // Pricing and availability
  ['subscription_required required', { subscription_required: null }, 'subscription_required', REQUIRED],
  ['connector_required required', { connector_required: null }, 'connector_required', REQUIRED],
  ['has_trials required', { has_trials: null }, 'has_trials', REQUIRED],
  ['pricing_description required', { pricing_description: '' }, 'pricing_description', REQUIRED],
  ['pricing_url must be a URL', { pricing_url: 'acme pricing' }, 'pricing_url', INVALID_URL],
  ['region or country', { region_ids: [], country_ids: [] }, 'region_or_country', REGION_OR_COUNTRY_REQUIRED],
  // Links
  ['helpful link URL', { helpful_links: [{ url: 'not a url', label: 'Docs' }] }, 'helpful_links.0.url', INVALID_URL],
  ['helpful link URL required with a label', { helpful_links: [{ url: '', label: 'Docs' }] }, 'helpful_links.0.url', REQUIRED],
  ['helpful link label', { helpful_links: [{ url: 'https://a.example', label: '' }] }, 'helpful_links.0.label', REQUIRED],
  [
    'helpful links at most 3',
    { helpful_links: Array.from({ length: 4 }, (_, i) => ({ url: `https://a${i}.example`, label: `L${i}` })) },
    'helpful_links',
    MAX_HELPFUL_LINKS_EXCEEDED,
  ],
  // Features
  ['feature bullet non-empty', { feature_bullets: ['Fast', '', 'Synced'] }, 'feature_bullets.1', REQUIRED],
  ['feature bullet max 200', { feature_bullets: ['Fast', 'Accurate', chars(201)] }, 'feature_bullets.2', 'Character limit exceeded (200)'],
  ['feature bullets required', { feature_bullets: [] }, 'feature_bullets', REQUIRED],
  [
    'feature bullets at most 3',
    { feature_bullets: ['Fast', 'Accurate', 'Synced', 'Cheap'] },
    'feature_bullets',
    MAX_FEATURE_BULLETS_EXCEEDED,
  ],
  // Support
  ['support_email required', { support_email: '' }, 'support_email', REQUIRED],
  ['support_email valid', { support_email: 'support@acme' }, 'support_email', INVALID_EMAIL],
  ['website URL required', { website_link: { url: '', label: 'Acme' } }, 'website_link.url', REQUIRED],
  ['website URL valid', { website_link: { url: 'acme.example', label: 'Acme' } }, 'website_link.url', INVALID_URL],
  ['website label required', { website_link: { url: 'https://acme.example', label: '' } }, 'website_link.label', REQUIRED],
  // Requirements
  ['requirements at most 3', { requirements: ['a', 'b', 'c', 'd'] }, 'requirements', MAX_REQUIREMENTS_EXCEEDED],
  // Media
  ['logo required', { small_logo_url: '' }, 'small_logo_url', REQUIRED],
  ['at least 3 screenshots', { picture_count: 2 }, 'picture_count', 'At least 3 items are required'],
  // Contact
  ['one contact choice', { contact_us_email: '', learn_how_url: '', create_lead: false }, 'contact', REQUIRED],
  [
    'create lead is a contact for provider employees only',
    { contact_us_email: '', learn_how_url: '', create_lead: true },
    'contact',
    REQUIRED,
    { isEmployee: false },
  ],
  ['contact-us email valid', { contact_us_email: 'sales@' }, 'contact_us_email', INVALID_EMAIL],
  ['learn-how URL valid', { contact_us_email: '', learn_how_url: 'learn' }, 'learn_how_url', INVALID_URL],
  ['contact-us mode needs the email', { contact_us_email: '' }, 'contact_us_email', REQUIRED, { contactMode: 'contact_us' }],
  ['learn-how mode needs the URL', { contact_us_email: '' }, 'learn_how_url', REQUIRED, { contactMode: 'learn_how' }],
  // Security (questionnaire visible, flag on)
  ['company_legal_name', withQ({ company_legal_name: '' }), 'security_questionnaire.company_legal_name', REQUIRED],
  ['headquarters country', withQ({ headquarters_country_id: null }), 'security_questionnaire.headquarters_country_id', REQUIRED],
  ['data processing countries', withQ({ data_processing_country_ids: [] }), 'security_questionnaire.data_processing_country_ids', REQUIRED],
  ...(
    [
      'has_subprocessors',
      'has_sensitive_data',
      'has_security_contact',
      'has_security_audits',
      'has_security_standards',
      'has_penetration_testing',
      'can_notify_provider',
      'has_disclosure_program',
      'has_bug_bounty_program',
      'has_data_encryption_at_rest',
      'has_data_encryption_in_transit',
      'has_sso_support',
      'has_saml_support',
      'has_mfa_support',
      'has_fas_support',
    ] as const
  ).map((q): ValidationRow => [`yes/no ${q}`, withQ({ [q]: null }), `security_questionnaire.${q}`, REQUIRED]),
  ['subprocessors details when yes', withQ({ subprocessors_details: '' }), 'security_questionnaire.subprocessors_details', REQUIRED],
  [
    'sensitive data details when yes',
    withQ({ sensitive_data_handling_details: ' ' }),
    'security_questionnaire.sensitive_data_handling_details',
    REQUIRED,
  ],
  ['security email when yes', withQ({ security_email: '' }), 'security_questionnaire.security_email', REQUIRED],
  ['security email valid', withQ({ security_email: 'sec' }), 'security_questionnaire.security_email', INVALID_EMAIL],
  ['disclosure URL when yes', withQ({ disclosure_program_url: '' }), 'security_questionnaire.disclosure_program_url', REQUIRED],
  ['disclosure URL valid', withQ({ disclosure_program_url: 'nope' }), 'security_questionnaire.disclosure_program_url', INVALID_URL],
  [
    'standards or other when accredited',
    withQ({ security_standard_ids: [], other_security_standards: '' }),
    'security_questionnaire.security_standard_ids',
    REQUIRED,
  ],
  [
    'SSO providers or other when SSO',
    withQ({ sso_providers: [], other_sso_providers: '' }),
    'security_questionnaire.sso_providers',
    REQUIRED,
  ],
  // Reference ids: each one of its list's (the server always knows the lists; the rows name ids no seed has)
  [
    'categories from the list',
    { category_ids: ['bidding', 'estimating'] },
    'category_ids',
    notAChoice(['estimating']),
    { choices: listingChoices },
  ],
  ['regions from the list', { region_ids: ['r-eu'] }, 'region_ids', notAChoice(['r-eu']), { choices: listingChoices }],
  [
    'countries from the list',
    { country_ids: ['gb', 'xx', 'c-de'] },
    'country_ids',
    notAChoice(['xx', 'c-de']),
    { choices: listingChoices },
  ],
  ['tools from the list', { product_tool_ids: ['t-budget'] }, 'product_tool_ids', notAChoice(['t-budget']), { choices: listingChoices }],
  [
    'headquarters from the countries',
    withQ({ headquarters_country_id: 'c-gb' }),
    'security_questionnaire.headquarters_country_id',
    notAChoice(['c-gb']),
    { choices: listingChoices },
  ],
  [
    'processing countries from the countries',
    withQ({ data_processing_country_ids: ['gb', 'zz'] }),
    'security_questionnaire.data_processing_country_ids',
    notAChoice(['zz']),
    { choices: listingChoices },
  ],
  [
    'standards from the list',
    withQ({ security_standard_ids: ['iso-9001'] }),
    'security_questionnaire.security_standard_ids',
    notAChoice(['iso-9001']),
    { choices: listingChoices },
  ],
  [
    'SSO providers from the list',
    withQ({ sso_providers: ['okta', 'my-idp'] }),
    'security_questionnaire.sso_providers',
    notAChoice(['my-idp']),
    { choices: listingChoices },
  ],
];
