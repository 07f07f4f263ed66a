import {
  BUCKET_INTERVAL_MS_MAX,
  BUCKET_LIMIT_MAX,
  BUCKET_NAME_MAX,
  BUCKET_TEMPLATES_MAX,
  bucketIntervalOutOfRange,
  bucketLimitOutOfRange,
  bucketNameTooLong,
  bucketTemplateNameUnknown,
  bucketTemplateNamesRepeated,
  isBucketTemplateName,
} from '@portal/contracts';
import type { FieldErrors } from '@portal/decider';
import { ANY, type BucketTemplate, type FillType } from './bucket.events';

/** What the tool sends in `data` (the contract checked the types; the rules are here). */
export interface BucketInput {
  name?: string;
  domain?: string;
  client_id?: string;
  company_id?: string;
  bucket_templates?: { name?: string; fill_type?: string; interval_ms?: number; limit?: number }[];
}

export interface BucketFields {
  name: string;
  domain: string;
  clientId: string;
  companyId: string;
  templates: BucketTemplate[];
}

export const FILL_TYPES: readonly FillType[] = ['quota', 'count'];
// The bounds live in the contract: the admin's bucket form checks the same ones, in the same words.
export const MAX_INTERVAL_MS = BUCKET_INTERVAL_MS_MAX;
export const MAX_LIMIT = BUCKET_LIMIT_MAX;
export const MAX_TEMPLATES = BUCKET_TEMPLATES_MAX;

/** Spec 1 §3 defaults: the templates a new bucket starts with, and the one "add template" appends. */
export const DEFAULT_TEMPLATES: readonly BucketTemplate[] = [
  { name: 'main', fillType: 'count', intervalMs: 3_600_000, limit: 7200 },
  { name: 'spike', fillType: 'count', intervalMs: 10_000, limit: 100 },
];
export const NEW_TEMPLATE: BucketTemplate = { name: 'spike', fillType: 'count', intervalMs: 10_000, limit: 100 };

const trimmed = (value: string | undefined): string => (value ?? '').trim();

/** Normalises a bucket (blank client/company become *) and lists every problem, keyed by field. */
export const checkBucket = (input: BucketInput): { fields: BucketFields; errors: FieldErrors } => {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const name = trimmed(input.name);
  const domain = trimmed(input.domain);
  const clientId = trimmed(input.client_id) || ANY;
  const companyId = trimmed(input.company_id) || ANY;
  if (!name) add('name', "Name can't be blank");
  else if ([...name].length > BUCKET_NAME_MAX) add('name', bucketNameTooLong());
  if (!domain) add('domain', "Domain can't be blank");
  else if (domain === ANY) add('domain', 'Domain must be one OAuth app id, not *');
  for (const [field, value] of [
    ['client_id', clientId],
    ['company_id', companyId],
    ['domain', domain],
  ] as const) {
    if (/\s/.test(value)) add(field, `${field === 'domain' ? 'Domain' : field} must not contain spaces`);
  }
  const given = input.bucket_templates ?? [];
  if (given.length === 0) add('bucket_templates', 'Add at least one template');
  if (given.length > MAX_TEMPLATES) add('bucket_templates', `A bucket has at most ${MAX_TEMPLATES} templates`);
  const templates: BucketTemplate[] = given.map((t, i) => {
    const at = `bucket_templates.${i}`;
    const templateName = trimmed(t.name);
    if (!templateName) add(`${at}.name`, "Template name can't be blank");
    else if (!isBucketTemplateName(templateName)) add(`${at}.name`, bucketTemplateNameUnknown());
    if (!FILL_TYPES.includes(t.fill_type as FillType)) add(`${at}.fill_type`, 'Fill type must be quota or count');
    if (!Number.isInteger(t.interval_ms) || t.interval_ms! < 1 || t.interval_ms! > MAX_INTERVAL_MS)
      add(`${at}.interval_ms`, bucketIntervalOutOfRange());
    if (!Number.isInteger(t.limit) || t.limit! < 0 || t.limit! > MAX_LIMIT) add(`${at}.limit`, bucketLimitOutOfRange());
    return { name: templateName, fillType: t.fill_type as FillType, intervalMs: t.interval_ms!, limit: t.limit! };
  });
  const names = templates.map((t) => t.name).filter(Boolean);
  if (new Set(names).size !== names.length) add('bucket_templates', bucketTemplateNamesRepeated());
  return { fields: { name, domain, clientId, companyId, templates }, errors };
};

/** The first problem, for the tool's single-line message. */
export const firstProblem = (errors: FieldErrors): string => Object.values(errors).flat()[0] ?? 'Validation error';
