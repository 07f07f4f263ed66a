import { Pool } from 'pg';
import { emptyListingFields, type components } from '@portal/contracts';
import { validListing } from '@portal/contracts/src/rules/marketplace/listing.fixtures.testing';
import { PgEventStore } from '@portal/eventsourcing';
import { ApiSession, productionVersionId, signedInAdmin, signedUpDeveloper, STRONG_PASSWORD, testEnv, uniqueId } from '@portal/test-kit';
import { listingStreamId } from '../listing.events';
import { upload, uploadCompleteMedia } from '../media/media.testing';

type Listing = components['schemas']['MarketplaceListing'] & Record<string, unknown>;
type ErrorBody = { message: string; fields?: Record<string, string[]> };

const ADMIN_FIELDS_ONLY = 'Only platform administrators may change the beta, security badge, concierge settings or additional notes';
const CREATE_LEAD_EMPLOYEES_ONLY = 'Only provider employees may choose create lead as the contact';
const SECURITY_DOCUMENT_ADMINS_ONLY = 'Only platform administrators may upload or remove the security self-assessment document';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Who may change what on a listing and when a review move applies (spec 3 §4, §6), through the gateway:
 * refusals are typed (403, 409) and change nothing, never a 200 that ignores what was sent.
 */
describe('listing rights and review moves (marketplace service through the gateway)', () => {
  let developer: ApiSession;
  let developerId: string;
  let admin: ApiSession;

  /** A new app of the developer's with a complete draft listing (contact: the fixture's contact-us e-mail). */
  const draftListing = async (): Promise<string> => {
    const app = (await developer.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Rights app ') })).body.id;
    const created = await developer.post(`/api/v1/developer_apps/${app}/submissions`, {
      submission: { ...validListing, app_version_id: await productionVersionId(developer, app) },
    });
    expect(created.status).toBe(201);
    await uploadCompleteMedia(developer, app);
    return app;
  };
  const save = (session: ApiSession, app: string, submission: Record<string, unknown>, asAdmin = false) =>
    session.request<Listing & ErrorBody>('PATCH', `/api/v1/${asAdmin ? 'admin/' : ''}submissions/${app}`, { body: { submission } });
  const load = (session: ApiSession, app: string) => session.get<Listing>(`/api/v1/developer_apps/${app}/submission`);

  beforeAll(async () => {
    ({ session: developer, id: developerId } = await signedUpDeveloper('listing-rights'));
    admin = await signedInAdmin();
  });

  it('refuses to reject or withdraw a listing that is not in review, and to approve one already published (409)', async () => {
    const app = await draftListing();
    const before = (await load(admin, app)).body;
    const reject = await save(admin, app, { state: 'draft', admin_message: '<p>Please add screenshots</p>' }, true);
    expect(reject.status).toBe(409);
    expect(reject.body.message).toBe('Only a listing in review can be rejected');
    const withdraw = await save(developer, app, { state: 'draft' });
    expect(withdraw.status).toBe(409);
    expect(withdraw.body.message).toBe('Only a listing in review can be withdrawn');
    // Fields sent along with a refused move are not saved either: both or neither.
    expect((await save(admin, app, { tagline: 'Not saved', state: 'draft', admin_message: 'No' }, true)).status).toBe(409);
    const after = (await load(admin, app)).body;
    expect(after).toMatchObject({ state: 'draft', approval_state: 'unreviewed', admin_message: null, tagline: validListing.tagline });
    expect(after.revision).toBe(before.revision);

    expect((await save(developer, app, { state: 'in_review' })).body.state).toBe('in_review');
    expect((await save(admin, app, { state: 'published', silent: true }, true)).status).toBe(200);
    const again = await save(admin, app, { state: 'published', silent: true }, true);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The listing is already published');
    const rejectPublished = await save(admin, app, { state: 'draft', admin_message: 'Too late' }, true);
    expect(rejectPublished.status).toBe(409);
    expect(rejectPublished.body.message).toBe('The listing is already published');
    // An admin's change sent with the approval is saved first and published as the next version.
    const fixed = await save(admin, app, { tagline: 'Fixed by the reviewer', state: 'published', silent: true }, true);
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ state: 'published', version: 2, tagline: 'Fixed by the reviewer' });
  });

  it('keeps the additional notes and the concierge flag to admins: 403 for a developer, notes never in their reads', async () => {
    const app = await draftListing();
    for (const submission of [{ notes: '<p>Mine</p>' }, { is_concierge_app: true }, { beta: true }]) {
      const refused = await save(developer, app, submission);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(ADMIN_FIELDS_ONLY);
    }
    const bare = (await developer.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Concierge app ') })).body.id;
    const developerCreate = await developer.request<ErrorBody>('POST', `/api/v1/developer_apps/${bare}/submissions`, {
      body: { submission: { public_name: 'Concierge', is_concierge_app: true } },
    });
    expect(developerCreate.status).toBe(403);
    expect(developerCreate.body.message).toBe(ADMIN_FIELDS_ONLY);
    expect((await load(developer, bare)).body).toBeNull();

    const noted = await save(admin, app, { notes: '<p>Partner since 2019</p>', is_concierge_app: true }, true);
    expect(noted.status).toBe(200);
    expect(noted.body).toMatchObject({ notes: '<p>Partner since 2019</p>', is_concierge_app: true });
    const seen = (await load(developer, app)).body;
    expect(seen).not.toHaveProperty('notes');
    expect(seen.is_concierge_app).toBe(true);
    // What the editor sends back: every field as read (no notes, so empty ones) and the flag unchanged.
    const resent = await save(developer, app, { ...validListing, app_version_id: seen.app_version_id, notes: '', tagline: 'Faster' });
    expect(resent.status).toBe(200);
    expect(resent.body).not.toHaveProperty('notes');
    expect((await save(developer, app, { is_concierge_app: true })).status).toBe(200);
    expect((await load(admin, app)).body).toMatchObject({ notes: '<p>Partner since 2019</p>', tagline: 'Faster', is_concierge_app: true });

    expect((await save(developer, app, { state: 'in_review' })).status).toBe(200);
    expect((await save(admin, app, { state: 'published', silent: true }, true)).status).toBe(200);
    expect((await load(developer, app)).body.published).not.toHaveProperty('notes');
    expect((await load(admin, app)).body.published).toMatchObject({ notes: '<p>Partner since 2019</p>' });
  });

  it('lets provider employees alone choose create lead; a developer keeps one an employee chose, or drops it', async () => {
    const app = await draftListing();
    const lead = { create_lead: true, contact_us_email: '', learn_how_url: '' };
    const refused = await save(developer, app, lead);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CREATE_LEAD_EMPLOYEES_ONLY);
    expect((await load(developer, app)).body).toMatchObject({ create_lead: false, contact_us_email: validListing.contact_us_email });

    // An admin (who counts as an employee) chooses it: the developer saves other fields and submits with it.
    expect((await save(admin, app, lead, true)).status).toBe(200);
    const kept = await save(developer, app, { ...lead, tagline: 'Still mine to edit' });
    expect(kept.status).toBe(200);
    expect(kept.body.errors).toEqual({});
    expect(kept.body.progress).toMatchObject({ percent: 100 });
    expect((await save(developer, app, { state: 'in_review' })).body.state).toBe('in_review');
    expect((await save(developer, app, { state: 'draft' })).body.state).toBe('draft');
    // Dropped, it cannot be picked again by the developer.
    expect((await save(developer, app, { create_lead: false, contact_us_email: 'sales@acme.example' })).status).toBe(200);
    expect((await save(developer, app, lead)).status).toBe(403);

    // A provider employee picks it on an app of their own.
    const employee = await newEmployee(admin);
    const own = (await employee.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Employee app ') })).body.id;
    const started = await employee.post<Listing>(`/api/v1/developer_apps/${own}/submissions`, {
      submission: { ...validListing, ...lead, app_version_id: await productionVersionId(employee, own) },
    });
    expect(started.status).toBe(201);
    expect(started.body.create_lead).toBe(true);
    expect(started.body.errors).not.toHaveProperty('contact');
  });

  it('holds feature bullets to 3 slots (422 on the field, drafts too)', async () => {
    const app = await draftListing();
    const five = await save(developer, app, { feature_bullets: ['One', 'Two', 'Three', 'Four', 'Five'] });
    expect(five.status).toBe(422);
    expect(five.body.fields).toEqual({ feature_bullets: ['Max number of feature bullets exceeded'] });
    expect((await load(developer, app)).body.feature_bullets).toEqual(validListing.feature_bullets);
  });

  it('still loads, saves and publishes a listing stored with more bullets before the limit, with its first 3 filled ones', async () => {
    const app = await draftListing();
    const current = (await load(admin, app)).body;
    const fields = Object.fromEntries(Object.keys(emptyListingFields()).map((key) => [key, current[key]]));
    // A save from before the limit, through the real event store kit, as the service stored it then.
    const pool = new Pool({ connectionString: testEnv.postgresUrl('portal_marketplace'), max: 1 });
    try {
      const store = new PgEventStore(pool, 'marketplace');
      const streamId = listingStreamId(app);
      const { version } = await store.readStream(streamId);
      const legacy = { ...fields, feature_bullets: ['One', '', 'Two', 'Three', 'Four', 'Five'] };
      await store.appendToStream(
        streamId,
        [
          {
            type: 'marketplace.listing.saved',
            data: {
              appId: app,
              fields: legacy,
              state: 'draft',
              is_concierge_app: false,
              actorId: developerId,
              actorIsAdmin: false,
              at: new Date().toISOString(),
            },
          },
        ],
        { expectedVersion: version, context: { correlationId: uniqueId('legacy-bullets-'), causationId: null, actorId: null } },
      );
    } finally {
      await pool.end();
    }
    expect((await load(developer, app)).body.feature_bullets).toEqual(['One', 'Two', 'Three']);
    const saved = await save(developer, app, { tagline: 'Saved again' });
    expect(saved.status).toBe(200);
    expect(saved.body.feature_bullets).toEqual(['One', 'Two', 'Three']);
    expect((await save(developer, app, { state: 'in_review' })).body.state).toBe('in_review');
    expect((await save(admin, app, { state: 'published', silent: true }, true)).status).toBe(200);
    const published = await developer.get<{ feature_bullets: string[] }>(`/api/v1/marketplace/listings/${app}`);
    expect(published.body.feature_bullets).toEqual(['One', 'Two', 'Three']);
  });

  it('keeps the security self-assessment document to admins: a developer upload or removal is a 403 that stores nothing', async () => {
    const app = await draftListing();
    const mediaOf = async () => ((await load(admin, app)).body.media as { id: string; kind: string }[]).map((m) => `${m.kind}:${m.id}`);
    const before = await mediaOf();
    const refused = await upload(developer, app, 'security_document', PDF, 'self-assessment.pdf');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SECURITY_DOCUMENT_ADMINS_ONLY);
    expect(await mediaOf()).toEqual(before);

    const uploaded = await upload(admin, app, 'security_document', PDF, 'self-assessment.pdf');
    expect(uploaded.status).toBe(201);
    const removal = await developer.request<ErrorBody>('DELETE', `/api/v1/submissions/${app}/media/${uploaded.body.id}`);
    expect(removal.status).toBe(403);
    expect(removal.body.message).toBe(SECURITY_DOCUMENT_ADMINS_ONLY);
    expect(await mediaOf()).toContain(`security_document:${uploaded.body.id}`);
    expect((await admin.request('DELETE', `/api/v1/admin/submissions/${app}/media/${uploaded.body.id}`)).status).toBe(204);
    expect(await mediaOf()).toEqual(before);
  });

  it('tells the editor whether the Security tab is on, in the listing and in the reference data', async () => {
    const app = await draftListing();
    const enabled = process.env.SECURITY_AND_COMPLIANCE_ENABLED !== 'false';
    expect((await load(developer, app)).body.security_and_compliance_enabled).toBe(enabled);
    const adminView = await admin.get<Listing>(`/api/v1/admin/developer_apps/${app}/submission`);
    expect(adminView.body.security_and_compliance_enabled).toBe(enabled);
    expect((await save(developer, app, { tagline: 'Flagged' })).body.security_and_compliance_enabled).toBe(enabled);
    const reference = await developer.get<components['schemas']['MarketplaceReference']>('/api/v1/marketplace/reference');
    expect(reference.body.security_and_compliance_enabled).toBe(enabled);
  });
});

/** A developer of this test made a provider employee by the admin; a new session carries the role. */
const newEmployee = async (admin: ApiSession): Promise<ApiSession> => {
  const { email, id } = await signedUpDeveloper('listing-employee');
  const granted = await admin.request('PATCH', `/api/v1/admin/developers/${id}`, { body: { developer: { is_employee: true } } });
  if (granted.status !== 200) throw new Error(`set-up: making ${email} an employee answered ${granted.status}`);
  const session = new ApiSession();
  const signedIn = await session.signIn(email, STRONG_PASSWORD);
  if (signedIn.status !== 200) throw new Error(`set-up: signing in ${email} answered ${signedIn.status}`);
  return session;
};
