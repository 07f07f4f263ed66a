import { characterLimitExceeded } from './listing.rules';
import { normalizeListing, type ListingFields } from './listing.model';

/**
 * Limits for the listing's free texts the spec gives none for (spec 3 §5 bounds only the name, tagline, description,
 * how it works and feature bullets). Without them a save stored whatever it was sent, 20,000 characters of "Built by"
 * on every catalog card included, in every save event. Generous: a form's line or paragraph, an e-mail's 254, a URL's
 * 2048. The marketplace service refuses a save over them; the editor's inputs carry them as `maxLength`.
 */
export const TEXT_BOUNDS = {
  line: 100,
  name: 200,
  paragraph: 5000,
  email: 254,
  url: 2048,
  notes: 20000,
} as const;

/** Every bounded text of the listing by its error key (the rules' field paths: `helpful_links.0.label`). */
const boundedTexts = (f: ListingFields): [string, string, number][] => {
  const q = f.security_questionnaire;
  const at = (field: string) => `security_questionnaire.${field}`;
  return [
    ['built_by', f.built_by, TEXT_BOUNDS.line],
    ['sold_by', f.sold_by, TEXT_BOUNDS.line],
    ['about', f.about, TEXT_BOUNDS.paragraph],
    ['draft_developer_notes', f.draft_developer_notes, TEXT_BOUNDS.paragraph],
    ['notes', f.notes, TEXT_BOUNDS.notes],
    ['pricing_url', f.pricing_url, TEXT_BOUNDS.url],
    ['pricing_description', f.pricing_description, TEXT_BOUNDS.paragraph],
    ...f.helpful_links.flatMap((link, i): [string, string, number][] => [
      [`helpful_links.${i}.url`, link.url, TEXT_BOUNDS.url],
      [`helpful_links.${i}.label`, link.label, TEXT_BOUNDS.line],
    ]),
    ['website_link.url', f.website_link.url, TEXT_BOUNDS.url],
    ['website_link.label', f.website_link.label, TEXT_BOUNDS.line],
    ['support_email', f.support_email, TEXT_BOUNDS.email],
    ...f.requirements.map((requirement, i): [string, string, number] => [`requirements.${i}`, requirement, TEXT_BOUNDS.name]),
    ['contact_us_email', f.contact_us_email, TEXT_BOUNDS.email],
    ['learn_how_url', f.learn_how_url, TEXT_BOUNDS.url],
    [at('company_legal_name'), q.company_legal_name, TEXT_BOUNDS.name],
    [at('subprocessors_details'), q.subprocessors_details, TEXT_BOUNDS.paragraph],
    [at('sensitive_data_handling_details'), q.sensitive_data_handling_details, TEXT_BOUNDS.paragraph],
    [at('security_email'), q.security_email, TEXT_BOUNDS.email],
    [at('other_security_standards'), q.other_security_standards, TEXT_BOUNDS.paragraph],
    [at('disclosure_program_url'), q.disclosure_program_url, TEXT_BOUNDS.url],
    [at('other_sso_providers'), q.other_sso_providers, TEXT_BOUNDS.paragraph],
  ];
};

/**
 * "Character limit exceeded (max)" (the spec's message) for each bounded text over its limit, counted in characters.
 * `stored`: the listing as it was; a text it already held unchanged is not held against a save (a listing saved before
 * these limits still saves its other fields), while a new or changed text must keep within its limit.
 */
export const textBoundErrors = (fields: ListingFields, stored?: ListingFields | null): Record<string, string[]> => {
  // Normalised: a listing stored long ago may lack a field (the default then).
  const before = new Map(stored ? boundedTexts(normalizeListing(stored)).map(([path, value]) => [path, value]) : []);
  const errors: Record<string, string[]> = {};
  for (const [path, value, max] of boundedTexts(normalizeListing(fields))) {
    if (typeof value !== 'string' || [...value].length <= max || before.get(path) === value) continue;
    errors[path] = [characterLimitExceeded(max)];
  }
  return errors;
};

/** Two sets of field messages as one (a field both name keeps both's messages). */
export const mergeErrors = (a: Record<string, string[]>, b: Record<string, string[]>): Record<string, string[]> => {
  const out: Record<string, string[]> = { ...a };
  for (const [path, messages] of Object.entries(b)) out[path] = [...(out[path] ?? []), ...messages];
  return out;
};
