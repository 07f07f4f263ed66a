import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

export type SandboxStatus = 'pending' | 'live' | 'failed';

/** One stream per sandbox (`sandbox-{sandboxId}`), topic `apps.sandbox`. No secret in any event. */
export type SandboxRequested = DomainEvent<'apps.sandbox.requested', EventData<'apps.sandbox.requested'>>;
export type SandboxBuilt = DomainEvent<'apps.sandbox.built', EventData<'apps.sandbox.built'>>;
export type SandboxFailed = DomainEvent<'apps.sandbox.failed', EventData<'apps.sandbox.failed'>>;
export type SandboxSettingsChanged = DomainEvent<'apps.sandbox.settings_changed', EventData<'apps.sandbox.settings_changed'>>;

export type SandboxEvent = SandboxRequested | SandboxBuilt | SandboxFailed | SandboxSettingsChanged;

export const sandboxStreamId = (sandboxId: string): string => `sandbox-${sandboxId}`;
