import { productionVersionId, signedUpDeveloper, uniqueId, type ApiSession } from '@portal/test-kit';
import { uploadCompleteMedia } from '../media/media.testing';
import { validationRows, validListing } from '@portal/contracts/src/rules/marketplace/listing.fixtures.testing';

type ErrorBody = { message: string; errors: string[]; fields?: Record<string, string[]> };

/**
 * Every rule of spec 3 §5 through the real API: a valid listing changed by one row, submitted for
 * review, answers 422 with the spec's message on that field (and the listing stays as it was).
 * Rows that depend on the mode picked in the editor (contact mode) are the editor's, not the API's;
 * the media rows are the uploads' (listing-media.api.test.ts covers them: a missing logo, too few
 * screenshots and the showcase video).
 */
describe('listing validation through the API (spec 3 §5)', () => {
  let developer: ApiSession;
  let appId: string;
  /** The valid listing, naming one of the app's own production versions. */
  let valid: typeof validListing;

  beforeAll(async () => {
    developer = (await signedUpDeveloper('listing-rules')).session;
    appId = (await developer.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Rules app ') })).body.id;
    expect((await developer.post(`/api/v1/developer_apps/${appId}/submissions`, { submission: { public_name: 'Rules' } })).status).toBe(
      201,
    );
    await uploadCompleteMedia(developer, appId);
    valid = { ...validListing, app_version_id: await productionVersionId(developer, appId) };
  });

  // Media fields follow the uploads (listing-media.api.test.ts), not what a save says.
  const MEDIA_FIELDS = new Set(['small_logo_url', 'picture_count', 'video_count', 'showcase_video_url']);
  it.each(
    validationRows
      // The server always knows the reference lists: the rows that name ids outside them are its too.
      .filter(([, , path, , ctx]) => (!ctx || Object.keys(ctx).every((key) => key === 'choices')) && !MEDIA_FIELDS.has(path))
      .map(([rule, patch, path, message]) => ({ rule, patch, path, message })),
  )('$rule → $path: "$message"', async ({ patch, path, message }) => {
    const answer = await developer.request<ErrorBody>('PATCH', `/api/v1/submissions/${appId}`, {
      body: { submission: { ...valid, ...patch, state: 'in_review' } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Please correct the errors below before submitting for review');
    expect(answer.body.fields?.[path]).toContain(message);
  });

  it("refuses a release version that is none of the app's production versions", async () => {
    const foreign = await developer.request<ErrorBody>('PATCH', `/api/v1/submissions/${appId}`, {
      body: { submission: { ...valid, app_version_id: '00000000-0000-4000-8000-000000000000', state: 'in_review' } },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.fields).toEqual({ app_version_id: ["Choose one of this app's production versions"] });
  });

  it('refuses an unknown field (the per-tab nesting too) or a value of the wrong type, naming each, and saves nothing', async () => {
    const save = (submission: Record<string, unknown>) =>
      developer.request<ErrorBody>('PATCH', `/api/v1/submissions/${appId}`, { body: { submission } });
    const nested = await save({ app: { public_name: 'Nested' } });
    expect(nested.status).toBe(422);
    expect(nested.body.fields).toEqual({ app: ['app is not a known field'] });
    const typed = await save({
      public_name: 123,
      category_ids: 'bidding',
      helpful_links: [{ url: 'https://a.example' }],
      website_link: { href: 'https://a.example' },
      security_questionnaire: { has_bug_bounty_program: 'yes' },
    });
    expect(typed.status).toBe(422);
    expect(typed.body.fields).toEqual({
      public_name: ['public_name must be a string'],
      category_ids: ['category_ids must be a list'],
      'helpful_links.0.label': ['helpful_links.0.label is required'],
      'website_link.href': ['website_link.href is not a known field'],
      'security_questionnaire.has_bug_bounty_program': ['security_questionnaire.has_bug_bounty_program must be true, false or null'],
    });
  });

  it('holds the free texts the spec leaves unbounded to limits (drafts too) and caps lists of ids, saving nothing', async () => {
    const save = (submission: Record<string, unknown>) =>
      developer.request<ErrorBody>('PATCH', `/api/v1/submissions/${appId}`, { body: { submission } });
    const long = await save({
      built_by: 'b'.repeat(101),
      about: 'a'.repeat(5001),
      requirements: ['A platform account', 'r'.repeat(201)],
      security_questionnaire: { company_legal_name: 'c'.repeat(201) },
    });
    expect(long.status).toBe(422);
    expect(long.body.message).toBe('Please correct the errors below before submitting for review');
    expect(long.body.fields).toEqual({
      built_by: ['Character limit exceeded (100)'],
      about: ['Character limit exceeded (5000)'],
      'requirements.1': ['Character limit exceeded (200)'],
      'security_questionnaire.company_legal_name': ['Character limit exceeded (200)'],
    });
    const many = await save({ region_ids: Array.from({ length: 501 }, () => 'europe') });
    expect(many.status).toBe(422);
    expect(Object.keys(many.body.fields ?? {})).toEqual(['region_ids']);
    // At the limits it saves.
    expect((await save({ built_by: 'b'.repeat(100), about: 'a'.repeat(5000) })).status).toBe(200);
    expect((await save({ built_by: '', about: '' })).status).toBe(200);
  });

  it('accepts the valid listing, and the refused submissions left the draft as it was', async () => {
    const before = await developer.get<{ public_name: string; state: string }>(`/api/v1/developer_apps/${appId}/submission`);
    expect(before.body).toMatchObject({ public_name: 'Rules', state: 'draft' });
    const accepted = await developer.request<{ state: string }>('PATCH', `/api/v1/submissions/${appId}`, {
      body: { submission: { ...valid, state: 'in_review' } },
    });
    expect(accepted.body).toMatchObject({ state: 'in_review' });
    expect(accepted.status).toBe(200);
  });
});
