import type { Sandbox } from './sandbox.decider';

/** The API shape of a sandbox (spec §3 Sandbox) as the write side knows it; never a secret. */
export const sandboxView = (s: Sandbox, busy: boolean) => ({
  id: s.sandboxId,
  status: s.status,
  live: s.status === 'live',
  busy,
  company_id: s.companyId,
  url: s.url,
  app_id: s.clientId,
  redirect_uri: s.redirectUris.join('\n'),
  allowed_cors_domain: s.allowedCorsDomains.join(','),
  platform_app_id: s.platformAppId,
  // No confidential / grant_type here: the grant follows the sandbox manifest and is recorded on the
  // sandbox's OAuth client (identity); the app page's read (projection) presents it.
  fake: s.fake,
  created_at: s.createdAt,
  updated_at: s.updatedAt,
});
