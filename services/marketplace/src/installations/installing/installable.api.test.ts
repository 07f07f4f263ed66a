import { signedInAdmin, signedUpDeveloper, uniqueId } from '@portal/test-kit';
import { publishListing } from '../../listings/catalog/published.testing';

type ErrorBody = { message: string };

/** The listing's Installable switch (spec 3 §2.2) governs installs from the Marketplace, as published. */
describe('installing a listing that is not installable (real API)', () => {
  it('refuses installs once the published content says not installable (409), tells the page, and still uninstalls', async () => {
    const { session: developer } = await signedUpDeveloper('installable-dev');
    const admin = await signedInAdmin();
    const appId = await publishListing(developer, admin, uniqueId('Switchable '), ['erp'], true);
    const { session: installer } = await signedUpDeveloper('installable-installer');
    const install = (company: string) =>
      installer.post<{ installation_id: string } & ErrorBody>(`/api/v1/marketplace/listings/${appId}/installations`, {
        company_name: company,
      });
    expect((await developer.get<{ installable: boolean }>(`/api/v1/marketplace/listings/${appId}`)).body.installable).toBe(true);
    const before = await install(uniqueId('Before Builders '));
    expect(before.status).toBe(201);

    // A draft turning the switch off changes nothing until it is approved: installs follow the published content.
    const off = await developer.request('PATCH', `/api/v1/submissions/${appId}`, { body: { submission: { installable: false } } });
    expect(off.status).toBe(200);
    expect((await install(uniqueId('Draft Builders '))).status).toBe(201);
    expect(
      (await developer.request('PATCH', `/api/v1/submissions/${appId}`, { body: { submission: { state: 'in_review' } } })).status,
    ).toBe(200);
    const approved = await admin.request('PATCH', `/api/v1/admin/submissions/${appId}`, {
      body: { submission: { state: 'published', silent: true } },
    });
    expect(approved.status).toBe(200);

    expect((await developer.get<{ installable: boolean }>(`/api/v1/marketplace/listings/${appId}`)).body.installable).toBe(false);
    const refused = await install(uniqueId('After Builders '));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This app cannot be installed from the Marketplace');
    const uninstalled = await installer.request(
      'DELETE',
      `/api/v1/marketplace/listings/${appId}/installations/${before.body.installation_id}`,
    );
    expect(uninstalled.status).toBe(204);
  });
});
