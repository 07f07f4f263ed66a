import { signedUpDeveloper } from './accounts';
import type { ApiSession } from './api-session';
import { testEnv, uniqueId } from './env';
import { eventually } from './mail';

export const PLATFORM_AUDIENCE = process.env.PLATFORM_API_AUDIENCE ?? 'urn:platform:api';

const basic = (clientId: string, secret: string): string =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;

export interface PlatformClient {
  developer: ApiSession;
  email: string;
  appId: string;
  clientId: string;
  secret: string;
  /** A client-credentials token; for the platform API unless `resource` is null. */
  token(resource?: string | null): Promise<string>;
}

/** A developer's new app with its production OAuth client and a fresh secret, through the real API. */
export const platformClient = async (prefix = 'platform'): Promise<PlatformClient> => {
  const { session, email } = await signedUpDeveloper(prefix);
  const created = await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Platform app ') });
  if (created.status !== 201) throw new Error(`set-up: creating an app answered ${created.status}`);
  const appId = created.body.id;
  const clientId = await eventually(async () => {
    const found = await session.get<{ uid: string | null }>(`/api/v1/developer_apps/${appId}`);
    return found.status === 200 && found.body.uid ? found.body.uid : null;
  }, 15000);
  await eventually(async () => (await session.get(`/api/v1/oauth_applications/${clientId}`)).status === 200, 15000);
  const secret = (await session.post<{ client_secret: string }>(`/api/v1/oauth_applications/${clientId}/reset_secret`, {})).body
    .client_secret;
  const token = async (resource: string | null = PLATFORM_AUDIENCE) => {
    const body = new URLSearchParams({ grant_type: 'client_credentials', ...(resource ? { resource } : {}) });
    const response = await fetch(new URL('/oauth/token', testEnv.gatewayUrl), {
      method: 'POST',
      headers: { authorization: basic(clientId, secret), 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    const answer = (await response.json()) as { access_token?: string; error_description?: string };
    if (!answer.access_token) throw new Error(`set-up: no token: ${response.status} ${JSON.stringify(answer)}`);
    return answer.access_token;
  };
  return { developer: session, email, appId, clientId, secret, token };
};
