import {
  BUCKET_INTERVAL_MS_MAX,
  BUCKET_LIMIT_MAX,
  BUCKET_NAME_MAX,
  BUCKET_TEMPLATE_NAMES,
  BUCKET_TEMPLATES_MAX,
  bucketTemplateNameUnknown,
  bucketTemplateNamesRepeated,
  isBucketTemplateName,
} from '@portal/contracts/src/rules/quota';
import type { components } from '../../api/types';
import { t } from './i18n';

export type QuotaBucket = components['schemas']['QuotaBucket'];
export type QuotaTemplate = components['schemas']['QuotaTemplate'];
export type QuotaBucketInput = components['schemas']['QuotaBucketInput'];

export { BUCKET_NAME_MAX, BUCKET_TEMPLATE_NAMES, BUCKET_TEMPLATES_MAX };
export const WILDCARD = '*';
export const FILL_TYPES = ['quota', 'count'] as const;
/** The form's server choice meaning every environment (no server is named so). */
export const ALL_SERVERS = '__all__';

// ---------------------------------------------------------------------------------------------
// Filters (spec 1 §5: blank values are dropped, values trimmed)

export interface BucketFilters {
  domain: string;
}

export const EMPTY_FILTERS: BucketFilters = { domain: '' };

/** The query params of GET …/buckets: trimmed, blank ones left out. */
export function filterParams(filters: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const trimmed = (value ?? '').trim();
    if (trimmed !== '') out[key] = trimmed;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Merge across environments (spec 1 §3: by the key domain plus client_id; here with company_id too)

/** The templates of the servers that hold the same definition. */
export interface TemplateGroup {
  servers: string[];
  templates: QuotaTemplate[];
}

/** One row of View Buckets: a bucket as it is on every environment that holds it. */
export interface MergedBucket {
  key: string;
  name: string;
  domain: string;
  client_id: string;
  company_id: string;
  /** Environment → the bucket's id on that server. */
  ids: Record<string, string>;
  /** The environments holding it, in the servers' order. */
  servers: string[];
  /** Environment → the bucket there (its name, company and templates may differ). */
  byServer: Record<string, QuotaBucket>;
  /** The templates, grouped by environments with the same definition (one group when they agree). */
  templateGroups: TemplateGroup[];
}

/**
 * The spec merges by domain + client_id; a server may also hold company-scoped buckets of the same domain and
 * client (its criteria are unique with company_id), which that key would fold into one row, hiding all but the
 * first. With company_id in the key each is a row of its own; buckets of company `*` merge as the spec says.
 */
export const mergeKey = (bucket: Pick<QuotaBucket, 'domain' | 'client_id' | 'company_id'>) =>
  JSON.stringify([bucket.domain, bucket.client_id, bucket.company_id]);

const templatesSignature = (templates: readonly QuotaTemplate[]) =>
  JSON.stringify(templates.map((x) => [x.name, x.fill_type, x.interval_ms, x.limit]));

/**
 * Merges the buckets of every retrieved environment by domain, client_id and company_id, one row per key,
 * in the order rows are first met (servers in `serverOrder`, each server's answer in its order). A server
 * holds one bucket per key (it refuses a second); should an answer hold two, the first one counts.
 */
export function mergeBuckets(byServer: Readonly<Record<string, readonly QuotaBucket[]>>, serverOrder: readonly string[]): MergedBucket[] {
  const order = [...serverOrder, ...Object.keys(byServer).filter((s) => !serverOrder.includes(s))];
  const rows = new Map<string, MergedBucket>();
  for (const server of order) {
    for (const bucket of byServer[server] ?? []) {
      const key = mergeKey(bucket);
      let row = rows.get(key);
      if (!row) {
        row = {
          key,
          name: bucket.name,
          domain: bucket.domain,
          client_id: bucket.client_id,
          company_id: bucket.company_id,
          ids: {},
          servers: [],
          byServer: {},
          templateGroups: [],
        };
        rows.set(key, row);
      }
      if (row.ids[server] !== undefined) continue;
      row.ids[server] = bucket.id;
      row.servers.push(server);
      row.byServer[server] = bucket;
      const signature = templatesSignature(bucket.bucket_templates);
      const group = row.templateGroups.find((g) => templatesSignature(g.templates) === signature);
      if (group) group.servers.push(server);
      else row.templateGroups.push({ servers: [server], templates: bucket.bucket_templates });
    }
  }
  return [...rows.values()];
}

// ---------------------------------------------------------------------------------------------
// The bucket form (spec 1 §3 defaults, §5 rules)

export interface TemplateForm {
  name: string;
  fill_type: string;
  /** Text as typed; must be a whole number. */
  interval_ms: string;
  limit: string;
}

export interface BucketForm {
  name: string;
  domain: string;
  client_id: string;
  company_id: string;
  bucket_templates: TemplateForm[];
  /** A server name, or ALL_SERVERS. */
  server: string;
}

export const MAIN_TEMPLATE: TemplateForm = { name: 'main', fill_type: 'count', interval_ms: '3600000', limit: '7200' };
export const SPIKE_TEMPLATE: TemplateForm = { name: 'spike', fill_type: 'count', interval_ms: '10000', limit: '100' };
/** What "Add template" appends: count, 10,000 ms, limit 100 (spec 1 §3), named for the name the bucket lacks. */
export const NEW_TEMPLATE: TemplateForm = { name: '', fill_type: 'count', interval_ms: '10000', limit: '100' };

/** The template "Add template" appends, or null when the bucket has a main and a spike already (the only names). */
export function nextTemplate(templates: readonly TemplateForm[]): TemplateForm | null {
  const name = BUCKET_TEMPLATE_NAMES.find((candidate) => !templates.some((template) => template.name.trim() === candidate));
  return name ? { ...NEW_TEMPLATE, name } : null;
}

export function emptyBucketForm(server = ''): BucketForm {
  return {
    name: '',
    domain: '',
    client_id: WILDCARD,
    company_id: WILDCARD,
    bucket_templates: [{ ...MAIN_TEMPLATE }, { ...SPIKE_TEMPLATE }],
    server,
  };
}

export function formFromBucket(bucket: MergedBucket, server = ALL_SERVERS): BucketForm {
  const first = bucket.byServer[bucket.servers[0] ?? ''];
  const templates = first?.bucket_templates ?? bucket.templateGroups[0]?.templates ?? [];
  return {
    name: first?.name ?? bucket.name,
    domain: bucket.domain,
    client_id: bucket.client_id,
    company_id: first?.company_id ?? bucket.company_id,
    bucket_templates: templates.map((x) => ({
      name: x.name,
      fill_type: x.fill_type,
      interval_ms: String(x.interval_ms),
      limit: String(x.limit),
    })),
    server,
  };
}

/** Does this client_id change need the confirmation (away from *)? */
export const needsClientIdConfirm = (previous: string, next: string) => previous === WILDCARD && next !== WILDCARD;

const WHOLE_NUMBER = /^\d+$/;
const DAY_MS = 24 * 3600 * 1000;

/** A whole number from `min` to `max` as typed (digits only: no sign, fraction or exponent). */
const wholeNumberWithin = (text: string, min: number, max: number) => {
  const value = text.trim();
  return WHOLE_NUMBER.test(value) && Number(value) >= min && Number(value) <= max;
};

/** Field messages keyed `name`, `domain`, `templates`, `bucket_templates.{i}.{field}`; empty when valid. */
export function validateBucketForm(form: BucketForm): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);
  const name = form.name.trim();
  if (name === '') add('name', t('quota.required'));
  // An edited bucket may carry a longer name from before the bound: the form says so rather than the server.
  else if ([...name].length > BUCKET_NAME_MAX) add('name', t('quota.nameTooLong', { max: BUCKET_NAME_MAX }));
  if (form.domain.trim() === '') add('domain', t('quota.required'));
  if (form.bucket_templates.length === 0) add('templates', t('quota.noTemplates'));
  form.bucket_templates.forEach((template, i) => {
    if (template.name.trim() === '') add(`bucket_templates.${i}.name`, t('quota.required'));
    // A bucket saved before names were checked may carry another one: said here, in the service's words.
    else if (!isBucketTemplateName(template.name.trim())) add(`bucket_templates.${i}.name`, bucketTemplateNameUnknown());
    // The quota service's bounds and words (contracts' quota rules): a minus sign, a fraction or a value past the
    // bound gets the same message as a letter, saying what a valid value is, before anything is sent.
    if (!wholeNumberWithin(template.interval_ms, 1, BUCKET_INTERVAL_MS_MAX))
      add(
        `bucket_templates.${i}.interval_ms`,
        t('quota.intervalOutOfRange', { max: formatNumber(BUCKET_INTERVAL_MS_MAX), days: BUCKET_INTERVAL_MS_MAX / DAY_MS }),
      );
    if (!wholeNumberWithin(template.limit, 0, BUCKET_LIMIT_MAX))
      add(`bucket_templates.${i}.limit`, t('quota.limitOutOfRange', { max: formatNumber(BUCKET_LIMIT_MAX) }));
  });
  const names = form.bucket_templates.map((template) => template.name.trim()).filter(Boolean);
  if (new Set(names).size !== names.length) add('templates', bucketTemplateNamesRepeated());
  return errors;
}

/** The `data` of POST/PATCH …/buckets (call only on a valid form). Blank client/company ids become *. */
export function toBucketInput(form: BucketForm): QuotaBucketInput {
  return {
    name: form.name.trim(),
    domain: form.domain.trim(),
    client_id: form.client_id.trim() || WILDCARD,
    company_id: form.company_id.trim() || WILDCARD,
    bucket_templates: form.bucket_templates.map((x) => ({
      name: x.name.trim(),
      fill_type: x.fill_type,
      interval_ms: Number(x.interval_ms.trim()),
      limit: Number(x.limit.trim()),
    })),
  };
}

/** The environments a submit goes to: every server for ALL_SERVERS, else the one chosen. */
export function targetServers(choice: string, all: readonly string[]): string[] {
  if (choice === ALL_SERVERS) return [...all];
  return choice ? [choice] : [];
}

export interface ServerChoice {
  value: string;
  label: string;
}

/** The server select's options: every environment, then "All environments" (`allLabel`). */
export function serverChoices(servers: readonly string[], allLabel: string): ServerChoice[] {
  return [...servers.map((s) => ({ value: s, label: s })), { value: ALL_SERVERS, label: allLabel }];
}

/** The confirm text of a submit (spec 1 §5). */
export function submitConfirmText(choice: string, all: readonly string[]): string {
  return choice === ALL_SERVERS ? t('quota.confirmSubmitAll', { servers: all.join(', ') }) : t('quota.confirmSubmit');
}

// ---------------------------------------------------------------------------------------------
// Per-environment results (the Submission and Retrieval Results modals)

export type EnvironmentResult = { server: string; ok: true; count?: number } | { server: string; ok: false; message: string };

/** Did every environment take it? (The Edit Bucket modal stays open otherwise, keeping the admin's changes.) */
export const everyEnvironmentSucceeded = (results: readonly EnvironmentResult[]) => results.every((result) => result.ok);

const numberFormat = new Intl.NumberFormat('en-US');
export const formatNumber = (value: number) => numberFormat.format(value);

export const templateLine = (template: QuotaTemplate) =>
  t('quota.templateLine', {
    name: template.name,
    fillType: template.fill_type,
    limit: formatNumber(template.limit),
    interval: formatNumber(template.interval_ms),
  });
