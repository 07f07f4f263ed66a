import type { BucketInput } from './bucket.rules';

/** The tool's body: `{ data: bucket }` (spec §7); the gateway checked it against the contract. */
export interface BucketWrite {
  data?: BucketInput;
}
