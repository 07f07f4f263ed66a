/**
 * Listing validation (spec 3 §5), tabs, progress (spec 3 §2) and upload types. Pure: no I/O, no
 * Node or Nest import, so the web client can run the same rules. Errors are keyed by field path:
 * `public_name`, `website_link.url`, `helpful_links.0.label`, `feature_bullets.1`,
 * `security_questionnaire.security_email`, plus the two group keys `contact` and `region_or_country`.
 */
import { REGION_OR_COUNTRY } from './availability';
import { contactMode, mayHoldCreateLead, type ContactMode } from './contact-mode';
import {
  BASE_SECTIONS,
  FEATURE_BULLET_SLOTS,
  MAX_CATEGORIES,
  MAX_DESCRIPTION,
  MAX_FEATURE_BULLET,
  MAX_HELPFUL_LINKS,
  MAX_HOW_IT_WORKS,
  MAX_PUBLIC_NAME,
  MAX_REQUIREMENTS,
  MAX_TAGLINE,
  MIN_SCREENSHOTS,
  SECURITY_SECTION,
  YES_NO_QUESTIONS,
  normalizeListing,
  type ListingContext,
  type ListingFields,
  type ListingInput,
  type ListingSection,
  type ListingTab,
} from './listing.model';

export { emptyListingFields, normalizeListing } from './listing.model';
export type { ListingContext, ListingFields, ListingInput } from './listing.model';

export type ListingErrors = Record<string, string[]>;

// Spec 3 §5 messages.
export const REQUIRED = 'This field is required';
export const INVALID_EMAIL = 'This email is invalid';
export const INVALID_URL = 'This URL is invalid';
export const INVALID_FILE_TYPE = 'Invalid file type';
export const MAX_CATEGORIES_EXCEEDED = 'Max number of categories exceeded';
export const REGION_OR_COUNTRY_REQUIRED = 'You must select a region or country';
export const NOT_VALID = 'Please correct the errors below before submitting for review';
// Not worded by the spec: a release version that is none of the app's production versions (sent by hand, or gone).
export const NOT_A_RELEASE_VERSION = "Choose one of this app's production versions";
// Not worded by the spec: an id that is in none of the reference lists (sent by hand, or an entry an admin removed).
export const notAChoice = (ids: readonly string[]): string =>
  `Not one of the listed choices: ${ids.slice(0, 3).join(', ')}${ids.length > 3 ? ', …' : ''}`;
export const characterLimitExceeded = (max: number): string => `Character limit exceeded (${max})`;
export const atLeastItems = (n: number): string => `At least ${n} items are required`;
// Not worded by the spec (its exact messages end at the list above): the count limits of links and requirements.
export const MAX_HELPFUL_LINKS_EXCEEDED = 'Max number of helpful links exceeded';
export const MAX_REQUIREMENTS_EXCEEDED = 'Max number of requirements exceeded';
export const MAX_FEATURE_BULLETS_EXCEEDED = 'Max number of feature bullets exceeded';

export const CONTACT = 'contact';
export { REGION_OR_COUNTRY };

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';
const length = (value: string): number => [...value].length;

export const isValidEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const isValidUrl = (value: string): boolean => {
  const text = value.trim();
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/**
 * The ids a listing may name, per field (spec 3 §3 reference lists). The questionnaire's countries are
 * `country_ids` too; its standards and providers have their own lists.
 */
export interface ListingChoices {
  category_ids: readonly string[];
  region_ids: readonly string[];
  country_ids: readonly string[];
  product_tool_ids: readonly string[];
  security_standard_ids: readonly string[];
  sso_providers: readonly string[];
}

/**
 * The validation context when the caller does not say otherwise; contactMode is the mode picked in the UI, if any;
 * releaseVersionIds, when known, the app's production versions the release version must be one of; choices,
 * when known, the reference ids each id field must come from; keptCreateLead, whether the listing as stored already
 * holds create lead (then it stays a valid contact for a caller who is no employee; left out, it does not).
 */
export type ValidationContext = ListingContext & {
  contactMode?: ContactMode | null;
  releaseVersionIds?: readonly string[];
  choices?: ListingChoices;
  keptCreateLead?: boolean;
};

/** Every id a listing names, by the choices field it comes from. */
const namedIds = (input: ListingInput): ListingChoices => {
  const f = normalizeListing(input);
  const q = f.security_questionnaire;
  return {
    category_ids: f.category_ids,
    region_ids: f.region_ids,
    country_ids: [...f.country_ids, ...(q.headquarters_country_id ? [q.headquarters_country_id] : []), ...q.data_processing_country_ids],
    product_tool_ids: f.product_tool_ids,
    security_standard_ids: q.security_standard_ids,
    sso_providers: q.sso_providers,
  };
};

/**
 * The choices widened by the ids a stored listing already names: an entry an admin later removes from a
 * list stays valid on the listings that hold it (the editor could not always offer a way to unpick it),
 * while an id new to the listing must be listed.
 */
export const keepingNamed = (choices: ListingChoices, stored: ListingInput): ListingChoices => {
  const named = namedIds(stored);
  const widen = (key: keyof ListingChoices) => [...new Set([...choices[key], ...named[key]])];
  return {
    category_ids: widen('category_ids'),
    region_ids: widen('region_ids'),
    country_ids: widen('country_ids'),
    product_tool_ids: widen('product_tool_ids'),
    security_standard_ids: widen('security_standard_ids'),
    sso_providers: widen('sso_providers'),
  };
};

/** Every problem of the listing, by field path; an empty object means the listing can be submitted. */
export const validateListing = (input: ListingInput, context: ValidationContext): ListingErrors => {
  const f = normalizeListing(input);
  const errors: ListingErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  const required = (path: string, value: string | null | undefined) => {
    if (blank(value)) add(path, REQUIRED);
  };
  const requiredChoice = (path: string, value: boolean | null | undefined) => {
    if (value !== true && value !== false) add(path, REQUIRED);
  };
  const limited = (path: string, value: string, max: number) => {
    if (blank(value)) add(path, REQUIRED);
    else if (length(value) > max) add(path, characterLimitExceeded(max));
  };
  const url = (path: string, value: string, isRequired: boolean) => {
    if (blank(value)) {
      if (isRequired) add(path, REQUIRED);
    } else if (!isValidUrl(value)) add(path, INVALID_URL);
  };
  const email = (path: string, value: string, isRequired: boolean) => {
    if (blank(value)) {
      if (isRequired) add(path, REQUIRED);
    } else if (!isValidEmail(value)) add(path, INVALID_EMAIL);
  };

  // App section
  limited('public_name', f.public_name, MAX_PUBLIC_NAME);
  limited('tagline', f.tagline, MAX_TAGLINE);
  required('built_by', f.built_by);
  required('sold_by', f.sold_by);
  limited('description', f.description, MAX_DESCRIPTION);
  required('about', f.about);
  limited('how_it_works', f.how_it_works, MAX_HOW_IT_WORKS);
  if (f.category_ids.length === 0) add('category_ids', REQUIRED);
  else if (f.category_ids.length > MAX_CATEGORIES) add('category_ids', MAX_CATEGORIES_EXCEEDED);
  required('app_version_id', f.app_version_id);
  if (!blank(f.app_version_id) && context.releaseVersionIds && !context.releaseVersionIds.includes(f.app_version_id!.trim()))
    add('app_version_id', NOT_A_RELEASE_VERSION);
  required('draft_developer_notes', f.draft_developer_notes);
  if (!context.restricted) required('showcase_video_url', f.showcase_video_url);

  // Pricing and availability
  requiredChoice('subscription_required', f.subscription_required);
  requiredChoice('connector_required', f.connector_required);
  requiredChoice('has_trials', f.has_trials);
  url('pricing_url', f.pricing_url, false);
  required('pricing_description', f.pricing_description);
  if (f.region_ids.length === 0 && f.country_ids.length === 0) add(REGION_OR_COUNTRY, REGION_OR_COUNTRY_REQUIRED);

  // Links: a row left wholly empty is the editor's spare row, not an error.
  if (f.helpful_links.length > MAX_HELPFUL_LINKS) add('helpful_links', MAX_HELPFUL_LINKS_EXCEEDED);
  f.helpful_links.forEach((link, i) => {
    if (blank(link.url) && blank(link.label)) return;
    url(`helpful_links.${i}.url`, link.url, true);
    required(`helpful_links.${i}.label`, link.label);
  });

  // Features: at most 3 slots, each a non-empty text of at most 200 characters.
  if (f.feature_bullets.length === 0) add('feature_bullets', REQUIRED);
  else if (f.feature_bullets.length > FEATURE_BULLET_SLOTS) add('feature_bullets', MAX_FEATURE_BULLETS_EXCEEDED);
  f.feature_bullets.forEach((bullet, i) => limited(`feature_bullets.${i}`, bullet, MAX_FEATURE_BULLET));

  // Support
  email('support_email', f.support_email, true);
  url('website_link.url', f.website_link.url, true);
  required('website_link.label', f.website_link.label);

  // Requirements: at most 3 (blank rows do not count).
  if (f.requirements.filter((r) => !blank(r)).length > MAX_REQUIREMENTS) add('requirements', MAX_REQUIREMENTS_EXCEEDED);

  // Media
  required('small_logo_url', f.small_logo_url);
  if (f.picture_count < MIN_SCREENSHOTS) add('picture_count', atLeastItems(MIN_SCREENSHOTS));

  // Contact: one of the three, and the picked mode's value. Create lead counts only for who may hold it.
  const lead = f.create_lead && mayHoldCreateLead(context.isEmployee, context.keptCreateLead);
  if (!lead && blank(f.contact_us_email) && blank(f.learn_how_url)) add(CONTACT, REQUIRED);
  const mode = context.contactMode ?? contactMode(f);
  email('contact_us_email', f.contact_us_email, mode === 'contact_us');
  url('learn_how_url', f.learn_how_url, mode === 'learn_how');

  if (context.choices) checkChoices(f, context.choices, add);

  // Security, only when the tab exists and the questionnaire is visible.
  if (context.securityEnabled && f.security_questionnaire_visible) {
    const q = f.security_questionnaire;
    const at = (field: string) => `security_questionnaire.${field}`;
    required(at('company_legal_name'), q.company_legal_name);
    required(at('headquarters_country_id'), q.headquarters_country_id);
    if (q.data_processing_country_ids.length === 0) add(at('data_processing_country_ids'), REQUIRED);
    for (const question of YES_NO_QUESTIONS) requiredChoice(at(question), q[question]);
    if (q.has_subprocessors === true) required(at('subprocessors_details'), q.subprocessors_details);
    if (q.has_sensitive_data === true) required(at('sensitive_data_handling_details'), q.sensitive_data_handling_details);
    if (q.has_security_contact === true) email(at('security_email'), q.security_email, true);
    if (q.has_disclosure_program === true) url(at('disclosure_program_url'), q.disclosure_program_url, true);
    if (q.has_security_standards === true && q.security_standard_ids.length === 0 && blank(q.other_security_standards))
      add(at('security_standard_ids'), REQUIRED);
    if (q.has_sso_support === true && q.sso_providers.length === 0 && blank(q.other_sso_providers)) add(at('sso_providers'), REQUIRED);
  }

  return errors;
};

/** Each id field names only ids of its reference list (the questionnaire's too, shown or not: it is stored). */
const checkChoices = (f: ListingFields, choices: ListingChoices, add: (path: string, message: string) => void) => {
  const q = f.security_questionnaire;
  const check = (path: string, ids: readonly string[], allowed: readonly string[]) => {
    const listed = new Set(allowed);
    const unknown = [...new Set(ids)].filter((id) => !listed.has(id));
    if (unknown.length > 0) add(path, notAChoice(unknown));
  };
  check('category_ids', f.category_ids, choices.category_ids);
  check('region_ids', f.region_ids, choices.region_ids);
  check('country_ids', f.country_ids, choices.country_ids);
  check('product_tool_ids', f.product_tool_ids, choices.product_tool_ids);
  const at = (field: string) => `security_questionnaire.${field}`;
  check(at('headquarters_country_id'), q.headquarters_country_id ? [q.headquarters_country_id] : [], choices.country_ids);
  check(at('data_processing_country_ids'), q.data_processing_country_ids, choices.country_ids);
  check(at('security_standard_ids'), q.security_standard_ids, choices.security_standard_ids);
  check(at('sso_providers'), q.sso_providers, choices.sso_providers);
};

/** Messages that only say something is missing: a draft may lack anything, so saving one skips them. */
const isMissing = (message: string): boolean =>
  message === REQUIRED || message === REGION_OR_COUNTRY_REQUIRED || /^At least \d+ items are required$/.test(message);

/**
 * What a draft may not hold, whatever is still missing: text over its limit, a malformed URL or e-mail,
 * too many categories, links or requirements. Saved drafts (developer or admin) pass this; submitting
 * and approving pass `validateListing` as a whole.
 */
export const validateDraft = (input: ListingInput, context: ValidationContext): ListingErrors => {
  const errors: ListingErrors = {};
  for (const [path, messages] of Object.entries(validateListing(input, context))) {
    const wrong = messages.filter((message) => !isMissing(message));
    if (wrong.length > 0) errors[path] = wrong;
  }
  return errors;
};

/**
 * Which error keys a field's change re-checks: itself, and for regions/countries the
 * region_or_country group, for the contact values the contact group.
 */
const keysOf = (name: string): string[] => {
  if (name === 'region_ids' || name === 'country_ids' || name === REGION_OR_COUNTRY) return [REGION_OR_COUNTRY];
  if (name === 'contact_us_email' || name === 'learn_how_url') return [name, CONTACT];
  if (name === 'create_lead') return [CONTACT];
  return [name];
};

/** One field's messages, for validation on change (an empty list clears the field's error). */
export const validateField = (name: string, input: ListingInput, context: ValidationContext): string[] => {
  const errors = validateListing(input, context);
  return keysOf(name).flatMap((key) => errors[key] ?? []);
};

const TAB_OF_FIELD: Record<string, ListingTab> = {
  public_name: 'App',
  tagline: 'App',
  built_by: 'App',
  sold_by: 'App',
  description: 'App',
  about: 'App',
  how_it_works: 'App',
  category_ids: 'App',
  app_version_id: 'App',
  draft_developer_notes: 'App',
  installable: 'App',
  beta: 'App',
  security_badge: 'App',
  notes: 'App',
  showcase_video_url: 'App',
  subscription_required: 'Regions',
  connector_required: 'Regions',
  has_trials: 'Regions',
  pricing_url: 'Regions',
  pricing_description: 'Regions',
  region_ids: 'Regions',
  country_ids: 'Regions',
  [REGION_OR_COUNTRY]: 'Regions',
  helpful_links: 'Links',
  feature_bullets: 'Features',
  website_link: 'Support',
  support_email: 'Support',
  product_tool_ids: 'Tools',
  requirements: 'Requirements',
  [CONTACT]: 'Contact',
  contact_us_email: 'Contact',
  learn_how_url: 'Contact',
  create_lead: 'Contact',
  small_logo_url: 'Media',
  picture_count: 'Media',
  video_count: 'Media',
  security_questionnaire_visible: 'Security',
  security_questionnaire: 'Security',
};

/** The form tab a field path belongs to (by its first segment), or undefined for an unknown field. */
export const tabOf = (field: string): ListingTab | undefined => TAB_OF_FIELD[field.split('.')[0] ?? ''];

/** The tabs that show a red error icon. */
export const tabsWithErrors = (errors: ListingErrors): Set<ListingTab> =>
  new Set(
    Object.entries(errors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field]) => tabOf(field))
      .filter((tab): tab is ListingTab => tab !== undefined),
  );

const SECTION_OF_TAB: Partial<Record<ListingTab, ListingSection>> = {
  App: 'App Information',
  Media: 'Media Content',
  Regions: 'Pricing & Availability',
  Support: 'Support',
  Features: 'Features',
  Contact: 'Contact',
  Security: SECURITY_SECTION,
};

/** The progress section a field path counts towards (Links, Tools and Requirements count towards none). */
export const sectionOf = (field: string): ListingSection | undefined => {
  const tab = tabOf(field);
  return tab ? SECTION_OF_TAB[tab] : undefined;
};

/** The progress stages: the 6 base sections, plus Security & Compliance when the questionnaire is visible. */
export const sections = (input: ListingInput, context: ListingContext): ListingSection[] =>
  context.securityEnabled && normalizeListing(input).security_questionnaire_visible
    ? [...BASE_SECTIONS, SECURITY_SECTION]
    : [...BASE_SECTIONS];

/** Completed stages out of the total; a stage is complete when its fields have no error. percent is rounded to a whole number. */
export const progress = (input: ListingInput, context: ValidationContext): { completed: number; total: number; percent: number } => {
  const errors = validateListing(input, context);
  const failing = new Set(Object.keys(errors).map(sectionOf));
  const stages = sections(input, context);
  const completed = stages.filter((section) => !failing.has(section)).length;
  return { completed, total: stages.length, percent: Math.round((completed / stages.length) * 100) };
};

/** The first problem, for a one-line message. */
export const firstProblem = (errors: ListingErrors): string => Object.values(errors).flat()[0] ?? NOT_VALID;

// Uploads (spec 3 §5 Media): the type is checked on the content type sniffed from the bytes.
export type UploadKind = 'logo' | 'screenshot' | 'video' | 'showcase_video' | 'document';

export const UPLOAD_TYPES: Record<UploadKind, readonly string[]> = {
  logo: ['image/jpeg', 'image/png'],
  screenshot: ['image/jpeg', 'image/png'],
  video: ['video/mp4', 'video/quicktime'],
  showcase_video: ['video/mp4', 'video/quicktime'],
  document: ['application/pdf'],
};

/** null when the file's sniffed type is accepted for this kind of upload, else "Invalid file type". */
export const checkUploadType = (kind: UploadKind, mimeFromBytes: string | null | undefined): string | null => {
  const mime = (mimeFromBytes ?? '').split(';')[0]!.trim().toLowerCase();
  return UPLOAD_TYPES[kind].includes(mime) ? null : INVALID_FILE_TYPE;
};

/** The content type of the accepted formats from their first bytes (magic numbers), or null when none matches. */
export const sniffMime = (bytes: Uint8Array): string | null => {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') return ascii(8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  if (bytes.length >= 8 && ['moov', 'mdat', 'wide', 'free', 'skip'].includes(ascii(4, 8))) return 'video/quicktime';
  return null;
};
