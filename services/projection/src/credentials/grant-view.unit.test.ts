import { eventFactory } from '../core/event-envelopes.testing';
import { MemoryDocumentStore } from '../core/documents/document-store';
import { grantView, OAUTH_CLIENTS, type OAuthClientDocument } from './oauth-client.document';
import { clientDocumentChange } from './oauth-clients.projection';

const at = '2026-11-23T10:00:00.000Z';

const fold = async (...events: Parameters<typeof clientDocumentChange>[0][]): Promise<OAuthClientDocument> => {
  const store = new MemoryDocumentStore();
  for (const e of events) await store.applyInOrder(OAUTH_CLIENTS, e.data.clientId, e.streamVersion, clientDocumentChange(e));
  return { ...(await store.get(OAUTH_CLIENTS, 'uid1')) } as unknown as OAuthClientDocument;
};

const registered = (event: ReturnType<typeof eventFactory>) =>
  event('identity.oauth_client.registered', 'client-uid1', {
    clientId: 'uid1',
    appId: 'a1',
    environment: 'production',
    sandboxId: null,
    clientType: 'confidential',
    grantTypes: ['client_credentials', 'authorization_code', 'refresh_token'],
    redirectUris: [],
    allowedCorsDomains: [],
    registeredAt: at,
    ownerId: 'owner',
  });

describe("the grant an app's API answer names (issue 10)", () => {
  it('says client credentials (with both grants accepted) until the manifest decides, and for a client it has not seen', async () => {
    const fresh = await fold(registered(eventFactory(at)));
    expect(grantView(fresh)).toEqual({
      grant_type: 'client_credentials',
      grant_types: ['client_credentials', 'authorization_code', 'refresh_token'],
      confidential: true,
    });
    expect(grantView(null)).toMatchObject({ grant_type: 'client_credentials', confidential: true });
  });

  it("follows the client's grant from its manifest: authorization code, with PKCE for a public client", async () => {
    const changed = (
      event: ReturnType<typeof eventFactory>,
      grantType: 'authorization_code' | 'client_credentials',
      pkce: boolean,
      clientType: 'confidential' | 'public',
    ) =>
      event('identity.oauth_client.grant_type_changed', 'client-uid1', {
        clientId: 'uid1',
        appId: 'a1',
        grantType,
        grantTypes: grantType === 'client_credentials' ? ['client_credentials'] : ['authorization_code', 'refresh_token'],
        pkce,
        clientType,
        changedAt: at,
      });
    const e1 = eventFactory(at);
    const code = await fold(registered(e1), changed(e1, 'authorization_code', false, 'confidential'));
    expect(grantView(code)).toEqual({
      grant_type: 'authorization_code',
      grant_types: ['authorization_code', 'refresh_token'],
      confidential: true,
    });
    const e2 = eventFactory(at);
    const pkce = await fold(registered(e2), changed(e2, 'authorization_code', true, 'public'));
    expect(grantView(pkce)).toMatchObject({ grant_type: 'authorization_code_pkce', confidential: false });
  });
});
