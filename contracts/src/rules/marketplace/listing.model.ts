/**
 * The marketplace listing's fields (spec 3 §3) as one flat snake_case shape, mirroring the
 * submission body without its per-tab nesting. Plain JSON only (no undefined, no Date), so the
 * same values travel in events, over HTTP and into the web client. No Node or Nest import here.
 */

export interface HelpfulLink {
  url: string;
  label: string;
}

export interface WebsiteLink {
  url: string;
  label: string;
}

/**
 * The security and compliance questionnaire (spec 3 §3). Yes/no answers are `null` until answered.
 * `{product}` in the spec's field names is neutralized as `provider` (can_notify_provider).
 */
export interface SecurityQuestionnaire {
  company_legal_name: string;
  headquarters_country_id: string | null;
  data_processing_country_ids: string[];
  has_subprocessors: boolean | null;
  subprocessors_details: string;
  has_sensitive_data: boolean | null;
  sensitive_data_handling_details: string;
  has_security_contact: boolean | null;
  security_email: string;
  has_security_audits: boolean | null;
  has_security_standards: boolean | null;
  security_standard_ids: string[];
  other_security_standards: string;
  has_penetration_testing: boolean | null;
  can_notify_provider: boolean | null;
  has_disclosure_program: boolean | null;
  disclosure_program_url: string;
  has_bug_bounty_program: boolean | null;
  has_data_encryption_at_rest: boolean | null;
  has_data_encryption_in_transit: boolean | null;
  has_sso_support: boolean | null;
  sso_providers: string[];
  other_sso_providers: string;
  has_saml_support: boolean | null;
  has_mfa_support: boolean | null;
  has_fas_support: boolean | null;
}

/** The editable fields of a listing. Text is '' when empty; required yes/no (pricing) is `null` until chosen. */
export interface ListingFields {
  // App: general info
  public_name: string;
  tagline: string;
  built_by: string;
  sold_by: string;
  description: string;
  about: string;
  how_it_works: string;
  category_ids: string[];
  // App: release version
  app_version_id: string | null;
  draft_developer_notes: string;
  installable: boolean;
  // App: admin-only section and admin app specifications
  beta: boolean;
  security_badge: boolean;
  notes: string;
  showcase_video_url: string;
  // Pricing
  subscription_required: boolean | null;
  connector_required: boolean | null;
  has_trials: boolean | null;
  pricing_url: string;
  pricing_description: string;
  // Availability
  region_ids: string[];
  country_ids: string[];
  // Links, features, support, tools, requirements
  helpful_links: HelpfulLink[];
  feature_bullets: string[];
  website_link: WebsiteLink;
  support_email: string;
  product_tool_ids: string[];
  requirements: string[];
  // Media (uploads themselves are handled by the service; the rules only need these)
  small_logo_url: string;
  /** Number of screenshots (pictures). */
  picture_count: number;
  video_count: number;
  // Contact
  contact_us_email: string;
  learn_how_url: string;
  create_lead: boolean;
  // Security and compliance
  security_questionnaire_visible: boolean;
  security_questionnaire: SecurityQuestionnaire;
}

/** What a caller may send: any subset of the fields (nested objects partially too); missing ones take the defaults. */
export type ListingInput = Partial<Omit<ListingFields, 'website_link' | 'security_questionnaire'>> & {
  website_link?: Partial<WebsiteLink>;
  security_questionnaire?: Partial<SecurityQuestionnaire>;
};

export type ListingState = 'draft' | 'in_review' | 'published';
export type ApprovalState = 'unreviewed' | 'approved' | 'rejected';

/** The form tabs (spec 3 §2), in order. Security shows only when security_and_compliance_enabled is on. */
export const LISTING_TABS = [
  'App',
  'Regions',
  'Links',
  'Features',
  'Support',
  'Tools',
  'Requirements',
  'Contact',
  'Media',
  'Security',
] as const;
export type ListingTab = (typeof LISTING_TABS)[number];

/** The progress sections (spec 3 §2): 6 base stages, plus Security & Compliance when the questionnaire is visible. */
export const BASE_SECTIONS = ['App Information', 'Media Content', 'Pricing & Availability', 'Support', 'Features', 'Contact'] as const;
export const SECURITY_SECTION = 'Security & Compliance' as const;
export type ListingSection = (typeof BASE_SECTIONS)[number] | typeof SECURITY_SECTION;

/** Who is validating: deployment mode and feature flags (spec 3 §5, §6). */
export interface ListingContext {
  /** Restricted government-cloud mode: no video uploads, showcase video not required. */
  restricted: boolean;
  /** The security_and_compliance_enabled flag. */
  securityEnabled: boolean;
  /** Provider employees alone may choose the create-lead contact. */
  isEmployee: boolean;
}

// Spec 3 §9: business constants and limits.
export const MIN_CATEGORIES = 1;
export const MAX_CATEGORIES = 3;
export const MAX_DESCRIPTION = 2000;
export const MAX_TAGLINE = 100;
/** Help text suggests 40 characters; the enforced limit is MAX_TAGLINE. */
export const TAGLINE_GUIDANCE = 40;
export const MAX_HOW_IT_WORKS = 500;
export const MAX_PUBLIC_NAME = 50;
export const MAX_FEATURE_BULLET = 200;
export const FEATURE_BULLET_SLOTS = 3;
export const MAX_HELPFUL_LINKS = 3;
export const MAX_REQUIREMENTS = 3;
export const MIN_SCREENSHOTS = 3;
export const MAX_LOGOS = 1;
export const SECTIONS_BASE_COUNT = BASE_SECTIONS.length;
export const ITEMS_PER_ROW = 3;
export const ADMIN_MESSAGE_DEBOUNCE_MS = 200;
export const INTRO_DISMISSED_KEY = 'self-service-intro-dismissed';

/** The yes/no questions of the questionnaire; all are required when it is visible. */
export const YES_NO_QUESTIONS = [
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
] as const satisfies readonly (keyof SecurityQuestionnaire)[];
export type YesNoQuestion = (typeof YES_NO_QUESTIONS)[number];

export const emptySecurityQuestionnaire = (): SecurityQuestionnaire => ({
  company_legal_name: '',
  headquarters_country_id: null,
  data_processing_country_ids: [],
  has_subprocessors: null,
  subprocessors_details: '',
  has_sensitive_data: null,
  sensitive_data_handling_details: '',
  has_security_contact: null,
  security_email: '',
  has_security_audits: null,
  has_security_standards: null,
  security_standard_ids: [],
  other_security_standards: '',
  has_penetration_testing: null,
  can_notify_provider: null,
  has_disclosure_program: null,
  disclosure_program_url: '',
  has_bug_bounty_program: null,
  has_data_encryption_at_rest: null,
  has_data_encryption_in_transit: null,
  has_sso_support: null,
  sso_providers: [],
  other_sso_providers: '',
  has_saml_support: null,
  has_mfa_support: null,
  has_fas_support: null,
});

/** A new listing's fields: 3 empty feature-bullet slots and 1 empty helpful-link row (spec 3 §3, §4). */
export const emptyListingFields = (): ListingFields => ({
  public_name: '',
  tagline: '',
  built_by: '',
  sold_by: '',
  description: '',
  about: '',
  how_it_works: '',
  category_ids: [],
  app_version_id: null,
  draft_developer_notes: '',
  installable: false,
  beta: false,
  security_badge: false,
  notes: '',
  showcase_video_url: '',
  subscription_required: null,
  connector_required: null,
  has_trials: null,
  pricing_url: '',
  pricing_description: '',
  region_ids: [],
  country_ids: [],
  helpful_links: [{ url: '', label: '' }],
  feature_bullets: Array.from({ length: FEATURE_BULLET_SLOTS }, () => ''),
  website_link: { url: '', label: '' },
  support_email: '',
  product_tool_ids: [],
  requirements: [''],
  small_logo_url: '',
  picture_count: 0,
  video_count: 0,
  contact_us_email: '',
  learn_how_url: '',
  create_lead: false,
  security_questionnaire_visible: false,
  security_questionnaire: emptySecurityQuestionnaire(),
});

/**
 * Fills the fields a caller left out with their defaults, and drops keys that are no listing field and values of the
 * wrong type (a listing saved before the API refused them may hold some: they read as the default, list items of the
 * wrong type are left out); every other value is kept as sent.
 */
export const normalizeListing = (input: ListingInput): ListingFields => {
  const empty = emptyListingFields();
  const { website_link, security_questionnaire, ...rest } = input;
  return {
    ...empty,
    ...known(rest, empty),
    website_link: { ...empty.website_link, ...known(website_link ?? {}, empty.website_link) },
    security_questionnaire: { ...empty.security_questionnaire, ...known(security_questionnaire ?? {}, empty.security_questionnaire) },
  };
};

/** The entries of `value` that `template` has a key for and whose value has the shape of the template's. */
const known = <T extends object>(value: Partial<T>, template: T): Partial<T> => {
  const kept: [string, unknown][] = [];
  for (const [key, v] of Object.entries(value)) {
    if (!Object.hasOwn(template, key)) continue;
    const fit = fitValue(key, v, (template as Record<string, unknown>)[key]);
    if (fit !== undefined) kept.push([key, fit]);
  }
  return Object.fromEntries(kept) as Partial<T>;
};

const isLink = (item: unknown): item is HelpfulLink =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as HelpfulLink).url === 'string' &&
  typeof (item as HelpfulLink).label === 'string';

/** `value` if it has the default's type (a list keeps its items of the right type), else undefined (the default). */
const fitValue = (key: string, value: unknown, fallback: unknown): unknown => {
  if (Array.isArray(fallback)) {
    if (!Array.isArray(value)) return undefined;
    return value.filter((item) => (key === 'helpful_links' ? isLink(item) : typeof item === 'string'));
  }
  // Ids (app_version_id, headquarters_country_id) and yes/no answers, null until chosen.
  if (fallback === null) return value === null || typeof value === (key.endsWith('_id') ? 'string' : 'boolean') ? value : undefined;
  if (typeof fallback === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  if (typeof fallback === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === typeof fallback ? value : undefined;
};
