import { liveClients } from './app-clients';

const event = (type: string, data: Record<string, string>) => ({ type: `identity.oauth_client.${type}`, data });

describe("an app's live OAuth clients", () => {
  it('lists the registered clients with their environment, production first', () => {
    expect(
      liveClients([
        event('registered', { clientId: 'sb-1', environment: 'sandbox' }),
        event('registered', { clientId: 'prod-1', environment: 'production' }),
        event('secret_reset', { clientId: 'prod-1' }),
      ]),
    ).toEqual([
      { clientId: 'prod-1', environment: 'production' },
      { clientId: 'sb-1', environment: 'sandbox' },
    ]);
  });

  it('leaves out deleted clients, and takes restored ones back', () => {
    const registered = [
      event('registered', { clientId: 'prod-1', environment: 'production' }),
      event('registered', { clientId: 'sb-1', environment: 'sandbox' }),
    ];
    expect(liveClients([...registered, event('deleted', { clientId: 'prod-1' })])).toEqual([{ clientId: 'sb-1', environment: 'sandbox' }]);
    expect(liveClients([...registered, event('deleted', { clientId: 'prod-1' }), event('restored', { clientId: 'prod-1' })])).toHaveLength(
      2,
    );
    expect(liveClients([])).toEqual([]);
  });
});
