import { ConflictError, NotFoundError, ValidationError, specFor } from '@portal/decider';
import { bucketDecider } from './bucket.decider';
import type { BucketEvent } from './bucket.events';

const spec = specFor(bucketDecider);
const at = '2026-11-26T10:00:00.000Z';
const bucketId = '6f1c0e4e-6a43-4f0e-9d61-1f3a3b0c2d11';
const input = {
  name: ' Partner app ',
  domain: 'client-abc',
  client_id: '',
  company_id: '42',
  bucket_templates: [
    { name: 'main', fill_type: 'count', interval_ms: 3_600_000, limit: 7200 },
    { name: 'spike', fill_type: 'count', interval_ms: 10_000, limit: 5 },
  ],
};
const templates = [
  { name: 'main', fillType: 'count' as const, intervalMs: 3_600_000, limit: 7200 },
  { name: 'spike', fillType: 'count' as const, intervalMs: 10_000, limit: 5 },
];
const defined: BucketEvent = {
  type: 'quota.bucket.defined',
  data: {
    server: 'Production_US01',
    bucketId,
    name: 'Partner app',
    domain: 'client-abc',
    clientId: '*',
    companyId: '42',
    templates,
    actorId: 'admin-1',
    at,
  },
};
const define = { type: 'DefineBucket' as const, server: 'Production_US01', bucketId, input, actorId: 'admin-1', at };
const fieldsOf = (error: unknown) => (error instanceof ValidationError ? (error.details.fields ?? {}) : {});

describe('rate-limit bucket decider', () => {
  it('defines a bucket, trimming names and defaulting a blank client_id to *', () => {
    spec([]).when(define).then([defined]);
  });

  it('refuses an invalid bucket with a message per field', () => {
    spec([])
      .when({
        ...define,
        input: {
          name: ' ',
          domain: '*',
          bucket_templates: [
            { name: '', fill_type: 'leaky', interval_ms: 0, limit: -1 },
            { name: 'x', fill_type: 'count', interval_ms: 1.5, limit: 2_000_000_000 },
          ],
        },
      })
      .thenThrows((error) => {
        const fields = fieldsOf(error);
        return (
          error instanceof ValidationError &&
          error.message === "Name can't be blank" &&
          fields.domain?.[0] === 'Domain must be one OAuth app id, not *' &&
          fields['bucket_templates.0.name']?.[0] === "Template name can't be blank" &&
          fields['bucket_templates.0.fill_type']?.[0] === 'Fill type must be quota or count' &&
          /^Interval must be/.test(fields['bucket_templates.0.interval_ms']?.[0] ?? '') &&
          /^Limit must be/.test(fields['bucket_templates.0.limit']?.[0] ?? '') &&
          /^Interval must be/.test(fields['bucket_templates.1.interval_ms']?.[0] ?? '') &&
          /^Limit must be/.test(fields['bucket_templates.1.limit']?.[0] ?? '')
        );
      });
  });

  it('bounds the name at 100 characters (code points, after trimming), on define and on change', () => {
    spec([])
      .when({ ...define, input: { ...input, name: ` ${'n'.repeat(99)}é ` } })
      .then([{ ...defined, data: { ...defined.data, name: `${'n'.repeat(99)}é` } } as BucketEvent]);
    const tooLong = (error: unknown) =>
      error instanceof ValidationError &&
      error.message === 'Name is at most 100 characters' &&
      fieldsOf(error).name?.[0] === 'Name is at most 100 characters';
    spec([])
      .when({ ...define, input: { ...input, name: 'n'.repeat(5000) } })
      .thenThrows(tooLong);
    spec([defined])
      .when({ type: 'ChangeBucket', input: { ...input, name: 'n'.repeat(101) }, actorId: 'admin-2', at })
      .thenThrows(tooLong);
  });

  it('refuses a template named other than main or spike (spec 1 §3), on define and on change', () => {
    const burst = {
      ...input,
      bucket_templates: [input.bucket_templates[0]!, { name: 'burst', fill_type: 'count', interval_ms: 1000, limit: 5 }],
    };
    const unknownName = (error: unknown) =>
      error instanceof ValidationError && fieldsOf(error)['bucket_templates.1.name']?.[0] === 'Template name must be main or spike';
    spec([])
      .when({ ...define, input: burst })
      .thenThrows(unknownName);
    spec([defined]).when({ type: 'ChangeBucket', input: burst, actorId: 'admin-2', at }).thenThrows(unknownName);
  });

  it('refuses a bucket without templates, or with two of the same name', () => {
    spec([])
      .when({ ...define, input: { ...input, bucket_templates: [] } })
      .thenThrows((error) => fieldsOf(error).bucket_templates?.[0] === 'Add at least one template');
    spec([])
      .when({ ...define, input: { ...input, bucket_templates: [input.bucket_templates[0]!, input.bucket_templates[0]!] } })
      .thenThrows((error) => fieldsOf(error).bucket_templates?.[0] === 'Template names must be unique in a bucket');
  });

  it('refuses to define the same bucket twice', () => {
    spec([defined])
      .when(define)
      .thenThrows((error) => error instanceof ConflictError);
  });

  it('changes a bucket, recording the previous limits for the activity', () => {
    const changed = { ...input, bucket_templates: [input.bucket_templates[0]!, { ...input.bucket_templates[1]!, limit: 6 }] };
    spec([defined])
      .when({ type: 'ChangeBucket', input: changed, actorId: 'admin-2', at })
      .then([
        {
          type: 'quota.bucket.changed',
          data: {
            server: 'Production_US01',
            bucketId,
            name: 'Partner app',
            domain: 'client-abc',
            clientId: '*',
            companyId: '42',
            templates: [templates[0]!, { ...templates[1]!, limit: 6 }],
            actorId: 'admin-2',
            at,
            previous: { name: 'Partner app', clientId: '*', companyId: '42', templates },
          },
        },
      ]);
  });

  it('records nothing when a save changes nothing', () => {
    spec([defined]).when({ type: 'ChangeBucket', input, actorId: 'admin-2', at }).then([]);
  });

  it('deletes a bucket once; a deleted or unknown bucket is not found', () => {
    const deleted: BucketEvent = {
      type: 'quota.bucket.deleted',
      data: {
        server: 'Production_US01',
        bucketId,
        name: 'Partner app',
        domain: 'client-abc',
        clientId: '*',
        companyId: '42',
        actorId: 'admin-1',
        at,
      },
    };
    spec([defined]).when({ type: 'DeleteBucket', actorId: 'admin-1', at }).then([deleted]);
    spec([defined, deleted])
      .when({ type: 'DeleteBucket', actorId: 'admin-1', at })
      .thenThrows((error) => error instanceof NotFoundError);
    spec([])
      .when({ type: 'ChangeBucket', input, actorId: 'admin-1', at })
      .thenThrows((error) => error instanceof NotFoundError);
  });
});
