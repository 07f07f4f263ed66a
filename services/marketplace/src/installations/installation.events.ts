import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

export type AppInstalled = DomainEvent<'marketplace.installation.installed', EventData<'marketplace.installation.installed'>>;
export type AppUninstalled = DomainEvent<'marketplace.installation.uninstalled', EventData<'marketplace.installation.uninstalled'>>;
export type InstallationEvent = AppInstalled | AppUninstalled;

/** One stream per app and company: installed, uninstalled, installed again… */
export const installationStreamId = (installationId: string): string => `marketplace-installation-${installationId}`;
