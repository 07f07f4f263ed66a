/**
 * A rate-limit bucket's name: the spec gives no limit (spec 1 §3), so 100 characters, as a developer's name. A name
 * is a label in the bucket tool and in an app's Activity; 5,000 characters were taken and ran off both. The quota
 * service refuses a longer one (422 on `name`); the form carries it as `maxLength` and says it.
 */
export const BUCKET_NAME_MAX = 100;

/** The field message, in the words the gateway's contract check uses for every `maxLength`. */
export const bucketNameTooLong = (): string => `Name is at most ${BUCKET_NAME_MAX} characters`;
