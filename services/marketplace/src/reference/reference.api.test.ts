import type { components } from '@portal/contracts';
import { ApiSession, signedUpDeveloper } from '@portal/test-kit';

type Schemas = components['schemas'];

describe('the listing editor reference data (marketplace service through the gateway)', () => {
  it('serves the categories and the pickers to signed-in users, countries named in the reader language', async () => {
    const { session } = await signedUpDeveloper('marketplace-ref');
    const categories = await session.get<Schemas['MarketplaceCategory'][]>('/api/v1/categories');
    expect(categories.status).toBe(200);
    expect(categories.body.length).toBeGreaterThanOrEqual(3);
    expect(categories.body[0]).toEqual({ id: expect.any(String), name: expect.any(String) });

    const english = await session.get<Schemas['MarketplaceReference']>('/api/v1/marketplace/reference');
    expect(english.status).toBe(200);
    const europe = english.body.regions.find((r) => r.id === 'europe')!;
    expect(europe.countries).toContainEqual({ id: 'de', iso_code: 'DE', name: 'Germany' });
    expect(english.body.security_standards).toContainEqual({ id: 'soc2-type2', standard_name: 'SOC 2', variant: 'Type II' });
    expect(english.body.product_tools.length).toBeGreaterThan(10);
    expect(english.body.sso_providers.map((p) => p.name)).toContain('Okta');

    const french = await session.request<Schemas['MarketplaceReference']>('GET', '/api/v1/marketplace/reference', {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(french.body.regions.find((r) => r.id === 'europe')!.countries).toContainEqual({ id: 'de', iso_code: 'DE', name: 'Allemagne' });
  });

  it('serves the categories to anyone (the public catalog filters by them), the pickers to signed-in users only', async () => {
    expect((await new ApiSession().get('/api/v1/categories')).status).toBe(200);
    expect((await new ApiSession().get('/api/v1/marketplace/reference')).status).toBe(401);
  });
});
