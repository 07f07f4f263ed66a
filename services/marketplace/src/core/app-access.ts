import { Inject, Injectable } from '@nestjs/common';
import { InternalClient, type Actor } from '@portal/service-runtime';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from './marketplace.config';

export interface AppAccess {
  canEdit: boolean;
  canSubmit: boolean;
  /** The partner gate (apps service): false while the marketplace is not enabled for the app. */
  listingEnabled: boolean;
}

/**
 * The caller's rights on an app come from the apps service, which owns roles (its 404 for an app the
 * caller has no role on passes through as ours): owners and app admins edit and submit the listing,
 * developers view it (spec 3 §6).
 */
@Injectable()
export class AppAccessSource {
  private readonly apps: InternalClient;

  constructor(@Inject(MARKETPLACE_CONFIG) config: MarketplaceConfig) {
    this.apps = new InternalClient('apps', config.appsUrl);
  }

  async of(appId: string, actor: Actor): Promise<AppAccess> {
    const { body } = await this.apps.call<{ edit_settings: boolean; submit_listing: boolean; marketplace_listing_enabled: boolean }>(
      `developer_apps/${encodeURIComponent(appId)}/permissions`,
      { actor },
    );
    return { canEdit: body.edit_settings, canSubmit: body.submit_listing, listingEnabled: body.marketplace_listing_enabled };
  }

  /**
   * Whether the actor has a role on the app (owner or collaborator). Anything short of a clear yes is a no: the
   * caller uses it to leave the team's own views out of the visits, and a visit too many beats a page that fails.
   */
  async isOnTeam(appId: string, actor: Actor): Promise<boolean> {
    try {
      const { body } = await this.apps.call<{ role: string | null }>(`developer_apps/${encodeURIComponent(appId)}/permissions`, { actor });
      return body.role !== null && body.role !== undefined;
    } catch {
      return false;
    }
  }

  /** The app's production versions, the ones a listing may name as its release version. */
  async releaseVersionIds(appId: string, actor: Actor): Promise<string[]> {
    const { body } = await this.apps.call<{ version_ids: string[] }>(`developer_apps/${encodeURIComponent(appId)}/release_versions`, {
      actor,
    });
    return body.version_ids;
  }
}
