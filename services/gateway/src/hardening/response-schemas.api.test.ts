import { loadOpenApiDocument } from '@portal/contracts';
import { ApiSession, signedInAdmin } from '@portal/test-kit';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * Answers conform to the OpenAPI document's response schemas, including the modes one operation has
 * (the developers list and its picker options): what Schemathesis' response-schema check asserts.
 */
const document = loadOpenApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, 'openapi');

const pointer = (path: string, method: string, status: string): string =>
  `openapi#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/responses/${status}/content/application~1json/schema`;

const expectConforms = (path: string, status: number, body: unknown): void => {
  const validate = ajv.compile({ $ref: pointer(path, 'get', String(status)) });
  const ok = validate(body);
  expect({ path, errors: ok ? [] : validate.errors }).toEqual({ path, errors: [] });
};

describe('response schemas', () => {
  it('the admin developers list and its picker options both match the document', async () => {
    const admin = await signedInAdmin();
    const page = await admin.get('/api/v1/admin/developers?per_page=5');
    expect(page.status).toBe(200);
    expectConforms('/api/v1/admin/developers', 200, page.body);
    const options = await admin.get<unknown[]>('/api/v1/admin/developers?search=example');
    expect(options.status).toBe(200);
    expect(options.body.length).toBeGreaterThan(0);
    expectConforms('/api/v1/admin/developers', 200, options.body);
  });

  it('the reference and changelog answers match the document', async () => {
    const anonymous = new ApiSession();
    expectConforms('/api/v1/resource_groups', 200, (await anonymous.get('/api/v1/resource_groups')).body);
    expectConforms(
      '/api/v1/resource_groups/aggregated_changelog',
      200,
      (await anonymous.get('/api/v1/resource_groups/aggregated_changelog')).body,
    );
  });
});
