import { ConflictError, NotFoundError, ValidationError, type Decider } from '@portal/decider';
import type { BucketDefinition, BucketEvent } from './bucket.events';
import { checkBucket, firstProblem, type BucketInput } from './bucket.rules';

export interface Bucket {
  definition: BucketDefinition | null;
  deleted: boolean;
}

export type DefineBucket = { type: 'DefineBucket'; server: string; bucketId: string; input: BucketInput; actorId: string; at: string };
export type ChangeBucket = { type: 'ChangeBucket'; input: BucketInput; actorId: string; at: string };
export type DeleteBucket = { type: 'DeleteBucket'; actorId: string; at: string };
export type BucketCommand = DefineBucket | ChangeBucket | DeleteBucket;

export const BUCKET_NOT_FOUND = 'Bucket not found';

export const initialState = (): Bucket => ({ definition: null, deleted: false });

const valid = (input: BucketInput) => {
  const { fields, errors } = checkBucket(input);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, firstProblem(errors));
  return fields;
};

const sameDefinition = (a: BucketDefinition, b: Omit<BucketDefinition, 'server' | 'bucketId' | 'actorId' | 'at'>): boolean =>
  a.name === b.name &&
  a.domain === b.domain &&
  a.clientId === b.clientId &&
  a.companyId === b.companyId &&
  JSON.stringify(a.templates) === JSON.stringify(b.templates);

export const decide = (command: BucketCommand, state: Bucket): BucketEvent[] => {
  switch (command.type) {
    case 'DefineBucket': {
      if (state.definition || state.deleted) throw new ConflictError('This bucket already exists');
      const fields = valid(command.input);
      return [
        {
          type: 'quota.bucket.defined',
          data: { server: command.server, bucketId: command.bucketId, ...fields, actorId: command.actorId, at: command.at },
        },
      ];
    }
    case 'ChangeBucket': {
      const current = state.definition;
      if (!current || state.deleted) throw new NotFoundError(BUCKET_NOT_FOUND);
      const fields = valid(command.input);
      // Saving what is already there records nothing: the activity shows real changes only.
      if (sameDefinition(current, fields)) return [];
      return [
        {
          type: 'quota.bucket.changed',
          data: {
            server: current.server,
            bucketId: current.bucketId,
            ...fields,
            actorId: command.actorId,
            at: command.at,
            previous: { name: current.name, clientId: current.clientId, companyId: current.companyId, templates: current.templates },
          },
        },
      ];
    }
    case 'DeleteBucket': {
      const current = state.definition;
      if (!current || state.deleted) throw new NotFoundError(BUCKET_NOT_FOUND);
      const { server, bucketId, name, domain, clientId, companyId } = current;
      return [
        {
          type: 'quota.bucket.deleted',
          data: { server, bucketId, name, domain, clientId, companyId, actorId: command.actorId, at: command.at },
        },
      ];
    }
  }
};

export const evolve = (state: Bucket, event: BucketEvent): Bucket => {
  switch (event.type) {
    case 'quota.bucket.defined':
      return { definition: event.data, deleted: false };
    case 'quota.bucket.changed': {
      const { previous: _previous, ...definition } = event.data;
      return { definition, deleted: false };
    }
    case 'quota.bucket.deleted':
      return { ...state, deleted: true };
  }
};

export const bucketDecider: Decider<Bucket, BucketCommand, BucketEvent> = { initialState, decide, evolve };
