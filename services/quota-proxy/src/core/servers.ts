import { env, envBool } from '@portal/service-runtime';

/** Spec 1 §7: the bucket servers (environments), in the order the tool shows them. */
export const PRODUCTION_SERVERS = [
  'Production_US01',
  'Production_US02',
  'Production_UK01',
  'Monthly_Sandbox_US01',
  'Monthly_Sandbox_US02',
  'Integrator_Sandbox',
] as const;

/** On the QA host the tool manages Staging only. */
export const QA_SERVERS = ['Staging'] as const;

/** `QUOTA_SERVERS` (comma-separated) overrides; `QUOTA_QA_HOST=true` picks Staging. */
export const configuredServers = (): readonly string[] => {
  const listed = env('QUOTA_SERVERS', '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (listed.length > 0) return listed;
  return envBool('QUOTA_QA_HOST', false) ? QA_SERVERS : PRODUCTION_SERVERS;
};

export const SERVER_NOT_FOUND = 'Server not configured or not found';
