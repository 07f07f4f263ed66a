import { Inject, Injectable } from '@nestjs/common';
import { InternalClient, PortalLogger } from '@portal/service-runtime';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import type { ClientEventItem } from './activity';

/**
 * The history of an app's OAuth clients lives in identity (secret resets, rotations, revocations).
 * Activity is still worth showing without it: when identity cannot answer, the app's own events
 * are listed alone and a warning is logged.
 */
@Injectable()
export class ClientEventsSource {
  private readonly identity: InternalClient;

  constructor(
    @Inject(APPS_CONFIG) config: AppsConfig,
    private readonly logger: PortalLogger,
  ) {
    this.identity = new InternalClient('identity', config.identityUrl);
  }

  async of(appId: string): Promise<ClientEventItem[]> {
    try {
      const { body } = await this.identity.call<ClientEventItem[]>(`apps/${encodeURIComponent(appId)}/oauth_client_events`, {
        timeoutMs: 5000,
      });
      return Array.isArray(body) ? body : [];
    } catch (error) {
      this.logger.warn(
        `activity of app ${appId}: OAuth client events unavailable (${error instanceof Error ? error.message : String(error)})`,
      );
      return [];
    }
  }
}
