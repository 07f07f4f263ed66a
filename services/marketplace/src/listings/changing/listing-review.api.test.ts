import type { components } from '@portal/contracts';
import {
  eventually,
  mailsTo,
  productionVersionId,
  signedInAdmin,
  signedUpDeveloper,
  uniqueId,
  waitForMailsMatching,
  type ApiSession,
} from '@portal/test-kit';
import { uploadCompleteMedia } from '../media/media.testing';
import { validListing } from '@portal/contracts/src/rules/marketplace/listing.fixtures.testing';

type Listing = components['schemas']['MarketplaceListing'];
type ErrorBody = { message: string; errors: string[]; fields?: Record<string, string[]> };

/** A developer's listing through review and back, as spec 3 §4 tells it, through the gateway. */
describe('a Marketplace listing through review (marketplace service through the gateway)', () => {
  let developer: ApiSession;
  let developerEmail: string;
  let admin: ApiSession;
  let appId: string;

  beforeAll(async () => {
    ({ session: developer, email: developerEmail } = await signedUpDeveloper('listing-dev'));
    admin = await signedInAdmin();
    appId = (await developer.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Listing app ') })).body.id;
  });

  it('starts, refuses an incomplete submission, submits, locks, is rejected only with a message, resubmits and is approved silently', async () => {
    // No listing yet: 200 `null` without an ETag (the browser logs a 404 as a failed request), for the admin too.
    for (const [session, path] of [
      [developer, `/api/v1/developer_apps/${appId}/submission`],
      [admin, `/api/v1/admin/developer_apps/${appId}/submission`],
    ] as const) {
      const none = await session.get(path);
      expect(none.status).toBe(200);
      expect(none.body).toBeNull();
      expect(none.headers.get('content-type')).toMatch(/^application\/json/);
      expect(none.headers.get('etag')).toBeNull();
    }
    const created = await developer.post<Listing>(`/api/v1/developer_apps/${appId}/submissions`, {
      submission: { public_name: 'Takeoff Pro' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: appId, state: 'draft', approval_state: 'unreviewed', version: 1, public_name: 'Takeoff Pro' });
    expect(created.body.progress.percent).toBeLessThan(100);
    expect(created.headers.get('etag')).toBe('W/"1"');
    expect((await developer.post(`/api/v1/developer_apps/${appId}/submissions`, { submission: {} })).status).toBe(409);
    await uploadCompleteMedia(developer, appId);

    const incomplete = await developer.request<ErrorBody>('PATCH', `/api/v1/submissions/${appId}`, {
      body: { submission: { state: 'in_review' } },
    });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.message).toBe('Please correct the errors below before submitting for review');
    expect(incomplete.body.fields?.tagline).toEqual(['This field is required']);
    // Nothing of the refused request was kept.
    expect((await developer.get<Listing>(`/api/v1/developer_apps/${appId}/submission`)).body.state).toBe('draft');

    const submitted = await developer.request<Listing>('PATCH', `/api/v1/submissions/${appId}`, {
      body: { submission: { ...validListing, app_version_id: await productionVersionId(developer, appId), state: 'in_review' } },
      headers: { 'if-match': 'W/"6"' },
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ state: 'in_review', errors: {} });
    expect(submitted.body.progress).toEqual({ completed: 7, total: 7, percent: 100 });

    const locked = await developer.request<ErrorBody>('PATCH', `/api/v1/submissions/${appId}`, {
      body: { submission: { tagline: 'Changed' } },
    });
    expect(locked.status).toBe(409);

    const bare = await admin.request<ErrorBody>('PATCH', `/api/v1/admin/submissions/${appId}`, {
      body: { submission: { state: 'draft', admin_message: ' ' } },
    });
    expect(bare.status).toBe(422);
    expect(bare.body.fields?.admin_message).toEqual(['This field is required']);
    const rejected = await admin.request<Listing>('PATCH', `/api/v1/admin/submissions/${appId}`, {
      body: { submission: { state: 'draft', admin_message: '<p>Please add <b>screenshots</b> of the export.</p>' } },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      state: 'draft',
      approval_state: 'rejected',
      admin_message: '<p>Please add <b>screenshots</b> of the export.</p>',
    });

    // The admin message reaches the app's owner by e-mail, as text (its markup never runs in a mail client).
    const reviewMails = async () => (await mailsTo(developerEmail)).filter((m) => /Marketplace listing/.test(m.subject));
    await waitForMailsMatching(developerEmail, (m) => /was rejected$/.test(m.subject));
    const rejection = (await reviewMails()).find((m) => /was rejected$/.test(m.subject));
    expect(rejection?.text).toContain('Please add screenshots of the export.');
    // Named as the Marketplace names the listing, not by the app's internal name.
    expect(rejection?.subject).toBe(`The Marketplace listing of ${String(submitted.body.public_name)} was rejected`);
    expect(rejection?.text).toContain(`/developer_apps/${appId}?tab=marketplaceListing`);
    const seen = await developer.get<Listing>(`/api/v1/developer_apps/${appId}/submission`);
    expect(seen.body).toMatchObject({ state: 'draft', approval_state: 'rejected' });
    const resubmitted = await developer.request<Listing>('PATCH', `/api/v1/submissions/${appId}`, {
      body: { submission: { feature_bullets: ['Fast', 'Accurate', 'Exports screenshots'], state: 'in_review' } },
    });
    expect(resubmitted.body.state).toBe('in_review');

    expect(
      (await developer.request('PATCH', `/api/v1/admin/submissions/${appId}`, { body: { submission: { state: 'published' } } })).status,
    ).toBe(403);
    const approved = await admin.request<Listing>('PATCH', `/api/v1/admin/submissions/${appId}`, {
      body: { submission: { state: 'published', silent: true } },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 'published', approval_state: 'approved', silent: true, version: 1 });
    expect(approved.body.published).toMatchObject({ public_name: validListing.public_name });
    expect(
      (await admin.request('PATCH', `/api/v1/admin/submissions/${appId}`, { body: { submission: { state: 'published' } } })).status,
    ).toBe(409);
    // Published silently: no approval e-mail; the rejection stays the only mail about the listing.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await reviewMails()).map((m) => m.subject)).toEqual([expect.stringMatching(/was rejected$/)]);

    // The app's Activity (the apps service asks the marketplace service) tells the review, the message as text.
    const activity = await developer.get<{ summary: string; actor: { email: string | null } | null }[]>(
      `/api/v1/developer_apps/${appId}/activity`,
    );
    expect(activity.status).toBe(200);
    const review = activity.body.filter((a) => /Marketplace listing( for review| \(|:)|published/.test(a.summary));
    expect(review.map((a) => [a.summary, a.actor?.email])).toEqual([
      ['approved the Marketplace listing (published silently)', 'admin@example.com'],
      ['submitted the Marketplace listing for review', developerEmail],
      ['rejected the Marketplace listing: "Please add screenshots of the export."', 'admin@example.com'],
      ['submitted the Marketplace listing for review', developerEmail],
    ]);
    expect(activity.body.filter((a) => a.summary === 'created the Marketplace listing')).toHaveLength(1);
  });

  it('puts a listing in review in the admin review queue: Marketplace badge, New before its first publication, Update after', async () => {
    type QueueRow = components['schemas']['ReviewQueueRow'];
    const name = uniqueId('Queue app ');
    const app = (await developer.post<{ id: string }>('/api/v1/developer_apps', { internal_name: name })).body.id;
    await developer.post(`/api/v1/developer_apps/${app}/submissions`, {
      submission: { ...validListing, app_version_id: await productionVersionId(developer, app), state: undefined },
    });
    await uploadCompleteMedia(developer, app);
    const queueRow = (inReview: boolean) =>
      eventually(async () => {
        const query = `filters[search]=${encodeURIComponent(name)}&filters[in_review]=${inReview}`;
        const { body } = await admin.get<QueueRow[]>(`/api/v1/admin/review_queue?${query}`);
        return body.find((row) => row.id === app) ?? null;
      }, 15000);
    const submit = async () => {
      const submitted = await developer.request<Listing>('PATCH', `/api/v1/submissions/${app}`, {
        body: { submission: { state: 'in_review' } },
      });
      expect(submitted.body.state).toBe('in_review');
    };
    // The developer's apps list tells where the listing stands, at each step below.
    const standing = (expected: { published: boolean; in_review: boolean } | null) =>
      eventually(async () => {
        const { body } = await developer.get<components['schemas']['DeveloperAppSummary'][]>('/api/v1/developer_apps');
        const listing = body.find((row) => row.id === app)?.marketplace_listing;
        const seen = listing ? { published: listing.published, in_review: listing.in_review } : null;
        return JSON.stringify(seen) === JSON.stringify(expected) ? (listing ?? 'none') : null;
      }, 15000);
    expect(await standing({ published: false, in_review: false })).toMatchObject({ public_name: null });

    await submit();
    await standing({ published: false, in_review: true });
    const fresh = await queueRow(true);
    expect(fresh).toMatchObject({ has_marketplace_listing_in_review: true, has_app_version_in_review: false, has_published_app: false });
    expect(fresh.marketplace_listing_in_review_at).toEqual(expect.any(String));

    expect(
      (await admin.request('PATCH', `/api/v1/admin/submissions/${app}`, { body: { submission: { state: 'published', silent: true } } }))
        .status,
    ).toBe(200);
    const published = await eventually(async () => {
      const row = await queueRow(false);
      return row.has_published_app ? row : null;
    }, 15000);
    expect(published).toMatchObject({ has_marketplace_listing_in_review: false, marketplace_listing_in_review_at: null });
    expect(await standing({ published: true, in_review: false })).toMatchObject({ public_name: validListing.public_name });
    // The admin app page's "App listing" reads the same.
    const adminApp = await admin.get<components['schemas']['AdminDeveloperApp']>(`/api/v1/admin/developer_apps/${app}`);
    expect(adminApp.body.marketplace_listing).toEqual({ public_name: validListing.public_name, published: true, in_review: false });
    const { body: waiting } = await admin.get<QueueRow[]>(`/api/v1/admin/review_queue?filters[search]=${encodeURIComponent(name)}`);
    expect(waiting.some((row) => row.id === app)).toBe(false);

    // A change to the published listing goes through review again: an update of a published app.
    expect(
      (await developer.request('PATCH', `/api/v1/submissions/${app}`, { body: { submission: { tagline: 'Now with exports' } } })).status,
    ).toBe(200);
    await submit();
    expect(await queueRow(true)).toMatchObject({ has_marketplace_listing_in_review: true, has_published_app: true });
    await standing({ published: true, in_review: true });
  });

  it('refuses, also from an admin, a save over the limits, and an approval of a listing a submission could not pass', async () => {
    const app = (await developer.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Limits app ') })).body.id;
    const tooLong = await developer.request<ErrorBody>('POST', `/api/v1/developer_apps/${app}/submissions`, {
      body: { submission: { public_name: 'x'.repeat(51) } },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.fields?.public_name).toEqual(['Character limit exceeded (50)']);
    await developer.post(`/api/v1/developer_apps/${app}/submissions`, {
      submission: { ...validListing, app_version_id: await productionVersionId(developer, app), state: undefined },
    });
    await uploadCompleteMedia(developer, app);
    expect(
      (await developer.request<Listing>('PATCH', `/api/v1/submissions/${app}`, { body: { submission: { state: 'in_review' } } })).body
        .state,
    ).toBe('in_review');

    const overLimits = await admin.request<ErrorBody>('PATCH', `/api/v1/admin/submissions/${app}`, {
      body: { submission: { tagline: 't'.repeat(120), description: 'd'.repeat(2100), support_email: 'nobody' } },
    });
    expect(overLimits.status).toBe(422);
    expect(overLimits.body.fields).toEqual({
      tagline: ['Character limit exceeded (100)'],
      description: ['Character limit exceeded (2000)'],
      support_email: ['This email is invalid'],
    });
    // An admin may save an incomplete listing (a draft may lack anything), but not publish it.
    const blanked = await admin.request<Listing>('PATCH', `/api/v1/admin/submissions/${app}`, {
      body: { submission: { public_name: '' } },
    });
    expect(blanked.status).toBe(200);
    const approve = await admin.request<ErrorBody>('PATCH', `/api/v1/admin/submissions/${app}`, {
      body: { submission: { state: 'published', silent: true } },
    });
    expect(approve.status).toBe(422);
    expect(approve.body.message).toBe('Please correct the errors below before submitting for review');
    expect(approve.body.fields).toEqual({ public_name: ['This field is required'] });
    const after = await admin.get<Listing>(`/api/v1/admin/developer_apps/${app}/submission`);
    expect(after.body).toMatchObject({ state: 'in_review', approval_state: 'unreviewed', public_name: '', published: null });
  });

  it('lets a developer withdraw a listing in review, and hides other apps listings', async () => {
    const other = (await signedUpDeveloper('listing-other')).session;
    const app = (await developer.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Withdraw app ') })).body.id;
    await developer.post(`/api/v1/developer_apps/${app}/submissions`, {
      submission: { ...validListing, app_version_id: await productionVersionId(developer, app), state: undefined },
    });
    await uploadCompleteMedia(developer, app);
    expect(
      (await developer.request<Listing>('PATCH', `/api/v1/submissions/${app}`, { body: { submission: { state: 'in_review' } } })).body
        .state,
    ).toBe('in_review');
    const withdrawn = await developer.request<Listing>('PATCH', `/api/v1/submissions/${app}`, { body: { submission: { state: 'draft' } } });
    expect(withdrawn.body.state).toBe('draft');
    expect((await other.get(`/api/v1/developer_apps/${app}/submission`)).status).toBe(404);
    expect((await other.request('PATCH', `/api/v1/submissions/${app}`, { body: { submission: { tagline: 'x' } } })).status).toBe(404);
  });
});
