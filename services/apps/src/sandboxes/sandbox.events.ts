import type { DomainEvent } from '@portal/decider';

export type SandboxStatus = 'pending' | 'live' | 'failed';

/** One stream per sandbox (`sandbox-{sandboxId}`), topic `apps.sandbox`. No secret in any event. */
export type SandboxRequested = DomainEvent<'apps.sandbox.requested', { sandboxId: string; appId: string; requestedAt: string }>;
export type SandboxBuilt = DomainEvent<
  'apps.sandbox.built',
  {
    sandboxId: string;
    appId: string;
    /** The sandbox OAuth client id (the spec's sandbox app_id). */
    clientId: string;
    companyId: string;
    url: string;
    platformAppId: string;
    redirectUris: string[];
    allowedCorsDomains: string[];
    fake: boolean;
    builtAt: string;
  }
>;
export type SandboxFailed = DomainEvent<'apps.sandbox.failed', { sandboxId: string; appId: string; reason: string; failedAt: string }>;
export type SandboxSettingsChanged = DomainEvent<
  'apps.sandbox.settings_changed',
  { sandboxId: string; appId: string; clientId: string | null; redirectUris: string[]; allowedCorsDomains: string[]; changedAt: string }
>;

export type SandboxEvent = SandboxRequested | SandboxBuilt | SandboxFailed | SandboxSettingsChanged;

export const sandboxStreamId = (sandboxId: string): string => `sandbox-${sandboxId}`;
