import { PUBLIC_PLATFORM_SERVERS, QA_HOST_SERVERS, serverIds } from '@portal/contracts';
import { env, envBool } from '@portal/service-runtime';

/**
 * Spec 1 §7: the bucket servers (environments), in the order the tool shows them — the contract's catalogue
 * (`contracts/src/platform-servers.ts`): its six servers, or on the QA host its Staging only. `QUOTA_SERVERS`
 * (comma-separated) overrides; `QUOTA_QA_HOST=true` picks the QA host's.
 */
export const configuredServers = (): readonly string[] => {
  const listed = env('QUOTA_SERVERS', '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (listed.length > 0) return listed;
  return serverIds(envBool('QUOTA_QA_HOST', false) ? QA_HOST_SERVERS : PUBLIC_PLATFORM_SERVERS);
};

export const SERVER_NOT_FOUND = 'Server not configured or not found';
