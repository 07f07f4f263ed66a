import { ContractValidator } from './contract-validator';

const body = (schema: Record<string, unknown>) => ({
  requestBody: { required: true, content: { 'application/json': { schema } } },
  responses: { '200': { description: 'ok' } },
});

const document = {
  openapi: '3.1.0',
  paths: {
    '/api/v1/service_checked': { post: body({ $ref: '#/components/schemas/ServiceChecked' }) },
    '/api/v1/contract_checked': {
      post: body({ type: 'object', additionalProperties: false, required: ['name'], properties: { name: { type: 'string' } } }),
    },
    '/api/v1/wrapped': { post: body({ $ref: '#/components/schemas/Wrapped' }) },
    '/api/v1/typed': {
      post: body({
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid' },
          at: { type: 'string', format: 'date-time' },
          day: { type: 'string', format: 'date' },
          link: { type: 'string', format: 'uri' },
          code: { type: 'string', pattern: '^[A-Z]{2}$' },
          per_page: { type: 'integer', minimum: 1, maximum: 100 },
          tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 2, uniqueItems: true },
          one: { type: 'array', minItems: 1 },
          flag: { type: ['boolean', 'null'] },
          note: { type: ['string', 'null'] },
          kind: { const: 'ShowcaseVideo' },
        },
      }),
    },
    '/api/v1/searched': {
      get: {
        parameters: [
          { name: 'filters[search]', in: 'query', schema: { type: 'string', maxLength: 3 } },
          { name: 'app_id', in: 'query', schema: { type: 'string', maxLength: 3 } },
          { name: 'sort', in: 'query', schema: { type: 'string', enum: ['name', '-name'] } },
        ],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    schemas: {
      Wrapped: {
        type: 'object',
        required: ['developer'],
        properties: { developer: { $ref: '#/components/schemas/DeveloperFields' } },
      },
      DeveloperFields: {
        type: 'object',
        additionalProperties: false,
        properties: {
          first_name: { type: 'string', maxLength: 100 },
          company_name: { type: 'string', minLength: 1 },
          age: { type: 'integer' },
          website_link: { type: 'object', additionalProperties: false, required: ['url'], properties: { url: { type: 'string' } } },
        },
      },
      ServiceChecked: {
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        'x-presence-checked-by-service': true,
        properties: { name: { type: 'string', maxLength: 5 } },
      },
    },
  },
};

describe('ContractValidator', () => {
  const validator = new ContractValidator(document);
  const check = (route: string, payload: unknown) => validator.validate('POST', route, { body: payload, query: {}, params: {} });

  it('leaves a missing field to the service where the schema says the service checks presence', () => {
    expect(check('/api/v1/service_checked', {})).toEqual({});
  });

  it('still checks the types, lengths and unknown fields of such a schema', () => {
    expect(check('/api/v1/service_checked', { name: 'too long', extra: 1 })).toEqual({
      name: ['Name is at most 5 characters'],
      extra: ['extra is not a known field'],
    });
  });

  it("names a wrapped body's fields bare, as the services do, and words lengths as they do", () => {
    expect(check('/api/v1/wrapped', { developer: { first_name: 'x'.repeat(101), company_name: '', age: 'old', extra: 1 } })).toEqual({
      first_name: ['First name is at most 100 characters'],
      company_name: ['Company name is required'],
      age: ['age must be a whole number'],
      extra: ['extra is not a known field'],
    });
    expect(check('/api/v1/wrapped', {})).toEqual({ developer: ['developer is required'] });
    // A nested object's unknown or missing property is named under it.
    expect(check('/api/v1/wrapped', { developer: { website_link: { href: 'x' } } })).toEqual({
      'website_link.url': ['website_link.url is required'],
      'website_link.href': ['website_link.href is not a known field'],
    });
  });

  it('labels a bracketed query parameter by its inner name and writes abbreviations in capitals', () => {
    const query = { 'filters[search]': 'long', app_id: 'long' };
    expect(validator.validate('GET', '/api/v1/searched', { body: undefined, query, params: {} })).toEqual({
      'filters[search]': ['Search is at most 3 characters'],
      app_id: ['App ID is at most 3 characters'],
    });
  });

  it('names the allowed values of an enum instead of "the allowed values"', () => {
    expect(validator.validate('GET', '/api/v1/searched', { body: undefined, query: { sort: 'size' }, params: {} })).toEqual({
      sort: ['sort must be one of: "name", "-name"'],
    });
  });

  it("words types, formats, patterns, ranges and lists for their reader, not in ajv's terms", () => {
    expect(
      check('/api/v1/typed', {
        id: 'x',
        at: 'yesterday',
        day: '31/01/2026',
        link: 'example.com',
        code: 'usa',
        per_page: 101,
        tags: ['a', 'b', 'a'],
        one: [],
        flag: 'yes',
        note: 3,
        kind: 'Video',
      }),
    ).toEqual({
      id: ['id must be a UUID'],
      at: ['at must be a date and time (ISO 8601, e.g. 2026-01-31T09:30:00Z)'],
      day: ['day must be a date (YYYY-MM-DD)'],
      link: ['link must be an absolute URL'],
      code: ['code is not in the accepted form (^[A-Z]{2}$)'],
      per_page: ['per_page must be at most 100'],
      tags: ['tags must have at most 2 items', 'tags must not list the same value twice'],
      one: ['one must have at least 1 item'],
      flag: ['flag must be true, false or null'],
      note: ['note must be a string or null'],
      kind: ['kind must be "ShowcaseVideo"'],
    });
    expect(check('/api/v1/typed', { per_page: 0, tags: ['a', 'a'] })).toEqual({
      per_page: ['per_page must be at least 1'],
      tags: ['tags must not list the same value twice'],
    });
  });

  it('answers a missing field itself everywhere else', () => {
    expect(check('/api/v1/contract_checked', {})).toEqual({ name: ['name is required'] });
  });

  it('drops a __proto__ query parameter (no operation has one) and names a __proto__ body key as a field (not a 500)', () => {
    const query: Record<string, unknown> = JSON.parse('{"__proto__":"x","page":"1"}');
    expect(validator.validate('POST', '/api/v1/contract_checked', { body: { name: 'a' }, query, params: {} })).toEqual({});
    expect(Object.keys(query)).toEqual(['page']);
    const errors = check('/api/v1/contract_checked', JSON.parse('{"name":"a","__proto__":{"admin":true}}'));
    expect({ ...errors }).toEqual(Object.fromEntries([['__proto__', ['__proto__ is not a known field']]]));
  });
});
