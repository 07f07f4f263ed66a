/**
 * A rate-limit bucket's name: the spec gives no limit (spec 1 §3), so 100 characters, as a developer's name. A name
 * is a label in the bucket tool and in an app's Activity; 5,000 characters were taken and ran off both. The quota
 * service refuses a longer one (422 on `name`); the form carries it as `maxLength` and says it.
 */
export const BUCKET_NAME_MAX = 100;

/** The field message, in the words the gateway's contract check uses for every `maxLength`. */
export const bucketNameTooLong = (): string => `Name is at most ${BUCKET_NAME_MAX} characters`;

/** A template's interval: 1 ms to 30 days (spec 1 §3 gives no bound; a longer window is no rate limit). */
export const BUCKET_INTERVAL_MS_MAX = 30 * 24 * 3600 * 1000;

/** A template's limit: 0 (nothing allowed) to a billion requests per interval. */
export const BUCKET_LIMIT_MAX = 1_000_000_000;

/** A template's name: spec 1 §3, "name (main or spike)"; a bucket has each at most once. */
export const BUCKET_TEMPLATE_NAMES = ['main', 'spike'] as const;
export type BucketTemplateName = (typeof BUCKET_TEMPLATE_NAMES)[number];
export const isBucketTemplateName = (name: string): name is BucketTemplateName =>
  (BUCKET_TEMPLATE_NAMES as readonly string[]).includes(name);
export const bucketTemplateNameUnknown = (): string => `Template name must be ${BUCKET_TEMPLATE_NAMES.join(' or ')}`;
export const bucketTemplateNamesRepeated = (): string => 'Template names must be unique in a bucket';

/** The templates one bucket holds at most: one of each name. */
export const BUCKET_TEMPLATES_MAX = BUCKET_TEMPLATE_NAMES.length;

const DAY_MS = 24 * 3600 * 1000;
const grouped = (value: number): string => value.toLocaleString('en-US');

/**
 * The field messages of a template's interval and limit, in the quota service's words: the bucket form says the same
 * before sending, so a value out of range never comes back as the service's 422.
 */
export const bucketIntervalOutOfRange = (): string =>
  `Interval must be a whole number of milliseconds from 1 to ${grouped(BUCKET_INTERVAL_MS_MAX)} (${BUCKET_INTERVAL_MS_MAX / DAY_MS} days)`;
export const bucketLimitOutOfRange = (): string => `Limit must be a whole number from 0 to ${grouped(BUCKET_LIMIT_MAX)}`;
