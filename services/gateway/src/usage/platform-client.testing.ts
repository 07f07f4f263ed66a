import { eventually, signedUpDeveloper, testEnv, uniqueId, type ApiSession } from '@portal/test-kit';

const PLATFORM_AUDIENCE = process.env.PLATFORM_API_AUDIENCE ?? 'urn:platform:api';

export interface PlatformApp {
  developer: ApiSession;
  email: string;
  appId: string;
  clientId: string;
  /** A client-credentials token for the platform API. */
  token(): Promise<string>;
}

/** A developer's new app with its production OAuth client and a fresh secret, through the real API. */
export const platformApp = async (prefix: string): Promise<PlatformApp> => {
  const { session, email } = await signedUpDeveloper(prefix);
  const created = await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Usage app ') });
  if (created.status !== 201) throw new Error(`set-up: creating an app answered ${created.status}`);
  const appId = created.body.id;
  const clientId = await eventually(async () => {
    const found = await session.get<{ uid: string | null }>(`/api/v1/developer_apps/${appId}`);
    return found.status === 200 && found.body.uid ? found.body.uid : null;
  }, 15000);
  await eventually(async () => (await session.get(`/api/v1/oauth_applications/${clientId}`)).status === 200, 15000);
  const secret = (await session.post<{ client_secret: string }>(`/api/v1/oauth_applications/${clientId}/reset_secret`, {})).body
    .client_secret;
  const basic = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;
  const token = async () => {
    const response = await fetch(new URL('/oauth/token', testEnv.gatewayUrl), {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', resource: PLATFORM_AUDIENCE }).toString(),
    });
    const answer = (await response.json()) as { access_token?: string };
    if (!answer.access_token) throw new Error(`set-up: no platform token (${response.status})`);
    return answer.access_token;
  };
  return { developer: session, email, appId, clientId, token };
};
