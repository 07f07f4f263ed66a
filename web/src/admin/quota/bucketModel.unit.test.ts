import {
  bucketIntervalOutOfRange,
  bucketLimitOutOfRange,
  bucketTemplateNamesRepeated,
  bucketTemplateNameUnknown,
} from '@portal/contracts/src/rules/quota';
import {
  ALL_SERVERS,
  emptyBucketForm,
  everyEnvironmentSucceeded,
  filterParams,
  formFromBucket,
  mergeBuckets,
  needsClientIdConfirm,
  NEW_TEMPLATE,
  nextTemplate,
  serverChoices,
  submitConfirmText,
  targetServers,
  templateLine,
  toBucketInput,
  validateBucketForm,
  type QuotaBucket,
} from './bucketModel';

const INTERVAL = 'Interval must be a whole number of milliseconds from 1 to 2,592,000,000 (30 days)';
const LIMIT = 'Limit must be a whole number from 0 to 1,000,000,000';

const SERVERS = [
  'Production_US01',
  'Production_US02',
  'Production_UK01',
  'Monthly_Sandbox_US01',
  'Monthly_Sandbox_US02',
  'Integrator_Sandbox',
];

const MAIN = { name: 'main', fill_type: 'count', interval_ms: 3_600_000, limit: 7200 };
const SPIKE = { name: 'spike', fill_type: 'count', interval_ms: 10_000, limit: 100 };

function bucket(server: string, id: string, patch: Partial<QuotaBucket> = {}): QuotaBucket {
  return {
    id,
    server,
    name: 'Acme',
    domain: 'acme-app',
    client_id: '*',
    company_id: '*',
    bucket_templates: [MAIN, SPIKE],
    version: 1,
    updated_at: '2026-11-26T10:00:00.000Z',
    ...patch,
  };
}

describe('merging buckets across environments (spec 1 §3: by domain + client_id, and company_id)', () => {
  it('one row per domain + client_id, ids per environment, environments in the servers order', () => {
    const rows = mergeBuckets(
      {
        Integrator_Sandbox: [bucket('Integrator_Sandbox', 'i-1')],
        Production_US01: [
          bucket('Production_US01', 'p-1'),
          bucket('Production_US01', 'p-2', { client_id: 'client-9', name: 'One client' }),
        ],
      },
      SERVERS,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: 'Acme',
      domain: 'acme-app',
      client_id: '*',
      ids: { Production_US01: 'p-1', Integrator_Sandbox: 'i-1' },
      servers: ['Production_US01', 'Integrator_Sandbox'],
    });
    expect(rows[0]!.templateGroups).toEqual([{ servers: ['Production_US01', 'Integrator_Sandbox'], templates: [MAIN, SPIKE] }]);
    expect(rows[1]).toMatchObject({ client_id: 'client-9', ids: { Production_US01: 'p-2' }, servers: ['Production_US01'] });
  });

  it('keeps the same domain with another client apart, and the same client on another domain apart', () => {
    const rows = mergeBuckets(
      {
        Production_US01: [bucket('Production_US01', 'a'), bucket('Production_US01', 'b', { domain: 'other' })],
        Production_US02: [bucket('Production_US02', 'c', { client_id: 'x' })],
      },
      SERVERS,
    );
    expect(rows.map((r) => [r.domain, r.client_id, Object.keys(r.ids)])).toEqual([
      ['acme-app', '*', ['Production_US01']],
      ['other', '*', ['Production_US01']],
      ['acme-app', 'x', ['Production_US02']],
    ]);
  });

  it('groups the templates by environment when they differ', () => {
    const [row] = mergeBuckets(
      {
        Production_US01: [bucket('Production_US01', 'p')],
        Production_US02: [bucket('Production_US02', 'q', { bucket_templates: [MAIN, { ...SPIKE, limit: 6 }] })],
        Integrator_Sandbox: [bucket('Integrator_Sandbox', 'i')],
      },
      SERVERS,
    );
    expect(row!.templateGroups).toEqual([
      { servers: ['Production_US01', 'Integrator_Sandbox'], templates: [MAIN, SPIKE] },
      { servers: ['Production_US02'], templates: [MAIN, { ...SPIKE, limit: 6 }] },
    ]);
  });

  it('a domain containing the separator cannot collide with another key', () => {
    const rows = mergeBuckets(
      {
        Production_US01: [
          bucket('Production_US01', 'a', { domain: 'a', client_id: 'b:c' }),
          bucket('Production_US01', 'b', { domain: 'a:b', client_id: 'c' }),
        ],
      },
      SERVERS,
    );
    expect(rows).toHaveLength(2);
  });

  it('keeps buckets that differ only by company apart, each with its own ids (none hidden behind another)', () => {
    const rows = mergeBuckets(
      {
        Production_US01: [bucket('Production_US01', 'p-all'), bucket('Production_US01', 'p-42', { company_id: 'company-42' })],
        Production_US02: [bucket('Production_US02', 'u-42', { company_id: 'company-42' })],
      },
      SERVERS,
    );
    expect(rows.map((r) => [r.company_id, r.ids])).toEqual([
      ['*', { Production_US01: 'p-all' }],
      ['company-42', { Production_US01: 'p-42', Production_US02: 'u-42' }],
    ]);
  });

  it('the first bucket of a server wins a duplicate key; unknown servers come last; nothing retrieved is no rows', () => {
    const rows = mergeBuckets(
      { Staging: [bucket('Staging', 's')], Production_US01: [bucket('Production_US01', 'p1'), bucket('Production_US01', 'p2')] },
      SERVERS,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ids).toEqual({ Production_US01: 'p1', Staging: 's' });
    expect(rows[0]!.servers).toEqual(['Production_US01', 'Staging']);
    expect(mergeBuckets({}, SERVERS)).toEqual([]);
  });
});

describe('the bucket form', () => {
  it('defaults: client and company *, main count 3,600,000 ms 7200, spike count 10,000 ms 100', () => {
    expect(emptyBucketForm('Production_US01')).toEqual({
      name: '',
      domain: '',
      client_id: '*',
      company_id: '*',
      bucket_templates: [
        { name: 'main', fill_type: 'count', interval_ms: '3600000', limit: '7200' },
        { name: 'spike', fill_type: 'count', interval_ms: '10000', limit: '100' },
      ],
      server: 'Production_US01',
    });
  });

  it('refuses non-numeric interval and limit with a field message, and blank name and domain', () => {
    const form = emptyBucketForm('Production_US01');
    expect(validateBucketForm({ ...form, name: 'A', domain: 'd' })).toEqual({});
    const errors = validateBucketForm({
      ...form,
      bucket_templates: [
        { ...form.bucket_templates[0]!, interval_ms: 'abc' },
        { ...form.bucket_templates[1]!, limit: '1.5' },
      ],
    });
    expect(errors).toEqual({
      name: ['Required'],
      domain: ['Required'],
      'bucket_templates.0.interval_ms': [INTERVAL],
      'bucket_templates.1.limit': [LIMIT],
    });
    expect(validateBucketForm({ ...form, name: 'A', domain: 'd', bucket_templates: [] })).toEqual({
      templates: ['Add at least one template.'],
    });
    expect(
      validateBucketForm({ ...form, name: 'A', domain: 'd', bucket_templates: [{ ...form.bucket_templates[0]!, interval_ms: '0' }] }),
    ).toEqual({
      'bucket_templates.0.interval_ms': [INTERVAL],
    });
    expect(
      validateBucketForm({ ...form, name: 'A', domain: 'd', bucket_templates: [{ ...form.bucket_templates[0]!, limit: '-5' }] }),
    ).toEqual({ 'bucket_templates.0.limit': [LIMIT] });
  });

  it("bounds interval and limit as the quota service does, in the service's words", () => {
    // The same sentences the service answers a 422 with, from the same constants.
    expect(INTERVAL).toBe(bucketIntervalOutOfRange());
    expect(LIMIT).toBe(bucketLimitOutOfRange());
    const form = { ...emptyBucketForm('Production_US01'), name: 'A', domain: 'd' };
    const withTemplate = (patch: { interval_ms?: string; limit?: string }) =>
      validateBucketForm({ ...form, bucket_templates: [{ ...form.bucket_templates[0]!, ...patch }] });
    expect(withTemplate({ limit: '0' })).toEqual({});
    expect(withTemplate({ limit: ' 1000000000 ' })).toEqual({});
    expect(withTemplate({ limit: '1000000001' })).toEqual({ 'bucket_templates.0.limit': [LIMIT] });
    expect(withTemplate({ limit: '99999999999999999999' })).toEqual({ 'bucket_templates.0.limit': [LIMIT] });
    expect(withTemplate({ limit: '1e3' })).toEqual({ 'bucket_templates.0.limit': [LIMIT] });
    expect(withTemplate({ interval_ms: '1' })).toEqual({});
    expect(withTemplate({ interval_ms: '2592000000' })).toEqual({});
    expect(withTemplate({ interval_ms: '2592000001' })).toEqual({ 'bucket_templates.0.interval_ms': [INTERVAL] });
    expect(withTemplate({ interval_ms: '99999999999999999999' })).toEqual({ 'bucket_templates.0.interval_ms': [INTERVAL] });
  });

  it('bounds the bucket name at 100 characters, as the quota service does', () => {
    const form = emptyBucketForm('Production_US01');
    expect(validateBucketForm({ ...form, name: ` ${'n'.repeat(100)} `, domain: 'd' })).toEqual({});
    expect(validateBucketForm({ ...form, name: 'n'.repeat(101), domain: 'd' })).toEqual({ name: ['Name is at most 100 characters'] });
  });

  it('builds the POST/PATCH data: trimmed, numbers as numbers, blank ids as *', () => {
    const form = { ...emptyBucketForm(ALL_SERVERS), name: ' Acme ', domain: ' acme-app ', client_id: ' ', company_id: '42' };
    expect(toBucketInput(form)).toEqual({
      name: 'Acme',
      domain: 'acme-app',
      client_id: '*',
      company_id: '42',
      bucket_templates: [
        { name: 'main', fill_type: 'count', interval_ms: 3_600_000, limit: 7200 },
        { name: 'spike', fill_type: 'count', interval_ms: 10_000, limit: 100 },
      ],
    });
  });

  it('prefills the edit form from a merged row', () => {
    const [row] = mergeBuckets({ Production_US01: [bucket('Production_US01', 'p', { company_id: '7' })] }, SERVERS);
    expect(formFromBucket(row!)).toMatchObject({
      name: 'Acme',
      domain: 'acme-app',
      client_id: '*',
      company_id: '7',
      server: ALL_SERVERS,
      bucket_templates: [
        { name: 'main', fill_type: 'count', interval_ms: '3600000', limit: '7200' },
        { name: 'spike', fill_type: 'count', interval_ms: '10000', limit: '100' },
      ],
    });
  });

  it('asks before client_id leaves *, not otherwise', () => {
    expect(needsClientIdConfirm('*', 'abc')).toBe(true);
    expect(needsClientIdConfirm('*', '')).toBe(true);
    expect(needsClientIdConfirm('*', '*')).toBe(false);
    expect(needsClientIdConfirm('ab', 'abc')).toBe(false);
  });

  it('targets one environment or all, with the matching confirm text', () => {
    expect(targetServers('Production_UK01', SERVERS)).toEqual(['Production_UK01']);
    expect(targetServers(ALL_SERVERS, SERVERS)).toEqual(SERVERS);
    expect(targetServers('', SERVERS)).toEqual([]);
    expect(submitConfirmText('Production_UK01', SERVERS)).toBe('Submit this bucket?');
    expect(submitConfirmText(ALL_SERVERS, SERVERS)).toBe(
      'Submit this bucket to all environments (Production_US01, Production_US02, Production_UK01, Monthly_Sandbox_US01, Monthly_Sandbox_US02, Integrator_Sandbox)?',
    );
    expect(serverChoices(['A', 'B'], 'All environments')).toEqual([
      { value: 'A', label: 'A' },
      { value: 'B', label: 'B' },
      { value: ALL_SERVERS, label: 'All environments' },
    ]);
  });
});

describe('filters and details', () => {
  it('drops blank filter values and trims the rest', () => {
    expect(filterParams({ domain: '  acme  ', client_id: '   ', name: '', company_id: undefined })).toEqual({ domain: 'acme' });
    expect(filterParams({ domain: '' })).toEqual({});
  });

  it('describes a template as limit per interval', () => {
    expect(templateLine(MAIN)).toBe('main (count): 7,200 per 3,600,000 ms');
  });
});

describe('per-environment results', () => {
  const ok = { server: 'Production_US01', ok: true } as const;
  const failed = { server: 'Production_US02', ok: false, message: 'A bucket with this domain already exists' } as const;

  it('every environment succeeded only when none failed', () => {
    expect(everyEnvironmentSucceeded([ok, { ...ok, server: 'Production_UK01' }])).toBe(true);
    expect(everyEnvironmentSucceeded([ok, failed])).toBe(false);
  });
});

describe('template names (spec 1 §3: main or spike)', () => {
  const form = (names: string[]) => ({
    ...emptyBucketForm('Production_US01'),
    name: 'B',
    domain: 'd',
    bucket_templates: names.map((name) => ({ ...NEW_TEMPLATE, name })),
  });

  it('Add template appends the name the bucket lacks, count 10,000 ms limit 100, and nothing once both are there', () => {
    expect(nextTemplate([])).toEqual({ name: 'main', fill_type: 'count', interval_ms: '10000', limit: '100' });
    expect(nextTemplate(form(['main']).bucket_templates)?.name).toBe('spike');
    expect(nextTemplate(form(['spike']).bucket_templates)?.name).toBe('main');
    expect(nextTemplate(form(['main', 'spike']).bucket_templates)).toBeNull();
  });

  it('says, in the service words, that another name or a repeated one is not taken', () => {
    expect(validateBucketForm(form(['main', 'burst']))['bucket_templates.1.name']).toEqual([bucketTemplateNameUnknown()]);
    expect(validateBucketForm(form(['main', 'main'])).templates).toEqual([bucketTemplateNamesRepeated()]);
    expect(validateBucketForm(form(['main', 'spike']))).toEqual({});
  });
});
