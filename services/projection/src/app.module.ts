import { Inject, Module, type DynamicModule, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { AppliedPositions, PortalLogger, PositionsController, RuntimeModule, type KafkaEventsTransport } from '@portal/service-runtime';
import { AppsProjection } from './apps/apps.projection';
import { DeveloperAppListController } from './apps/listing/http.controller';
import { AppsQueryController } from './apps/querying/http.controller';
import { ChangeNotices } from './core/change-notices';
import { Documents } from './core/documents/documents';
import { mongoProviders } from './core/mongo.providers';
import { pgProviders } from './core/pg/pg.providers';
import { ReadTableProjection } from './core/pg/read-table-projection';
import { OAuthApplicationListController } from './credentials/listing/http.controller';
import { OAuthClientsProjection } from './credentials/oauth-clients.projection';
import { PROJECTION_TRANSPORT } from './core/transport';
import { DevelopersProjection } from './developers/developers.projection';
import { DeveloperListController } from './developers/listing/http.controller';
import { SecurityLogController } from './developers/security-log/http.controller';
import { ManifestsProjection } from './manifests/manifests.projection';
import { ManifestReadsController } from './manifests/reading/http.controller';
import { DevelopersQueryController } from './developers/querying/http.controller';
import { AdminNotificationsController } from './notifications/admin/http.controller';
import { CatalogController } from './marketplace/http.controller';
import { AnnouncementsProjection } from './notifications/announcements.projection';
import { NotificationFeedController } from './notifications/feed/http.controller';
import { VisibleAnnouncements } from './notifications/feed/visible-announcements';
import { NotificationPreferencesController } from './notifications/preferences/http.controller';
import { PreferencesProjection } from './notifications/preferences.projection';
import { ReadStateProjection } from './notifications/read-state.projection';
import { appliedPositionsProvider } from './positions/applied-positions';
import { RebuildController } from './rebuilding/http.controller';
import { RebuildService } from './rebuilding/rebuild.service';

@Module({})
export class ProjectionModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(PROJECTION_TRANSPORT) private readonly transport: KafkaEventsTransport,
    private readonly positions: AppliedPositions,
    private readonly changes: ChangeNotices,
    private readonly tables: ReadTableProjection,
    private readonly rebuilds: RebuildService,
    private readonly logger: PortalLogger,
  ) {}

  static withTransport(transport: KafkaEventsTransport): DynamicModule {
    return {
      module: ProjectionModule,
      imports: [RuntimeModule.forService('projection')],
      controllers: [
        DevelopersProjection,
        DevelopersQueryController,
        DeveloperListController,
        SecurityLogController,
        DeveloperAppListController,
        OAuthApplicationListController,
        AnnouncementsProjection,
        ReadStateProjection,
        PreferencesProjection,
        NotificationFeedController,
        AdminNotificationsController,
        CatalogController,
        NotificationPreferencesController,
        AppsProjection,
        AppsQueryController,
        OAuthClientsProjection,
        ManifestsProjection,
        ManifestReadsController,
        PositionsController,
        RebuildController,
      ],
      providers: [
        ...mongoProviders,
        Documents,
        ...pgProviders,
        ReadTableProjection,
        appliedPositionsProvider,
        ChangeNotices,
        VisibleAnnouncements,
        RebuildService,
        { provide: PROJECTION_TRANSPORT, useValue: transport },
      ],
    };
  }

  onModuleInit(): void {
    // The read tables are written first, so the position covers both stores; the change notice
    // goes out before it, so a session waiting for its own write is answered only after every
    // replica's cache has been told.
    this.transport.setAfterEach(async (event) => {
      await this.tables.apply(event);
      // Nobody waits for a rebuild's replayed events; the rebuild announces everything once, at its end.
      if (this.rebuilds.running) return;
      await this.changes.publish(event);
      await this.positions.record(event);
    });
  }

  /** New read tables (first start after an upgrade) are filled by a replay, once the consumer runs. */
  onApplicationBootstrap(): void {
    if (!this.tables.needsReplay) return;
    setTimeout(() => {
      this.logger.log('read tables: new tables, replaying the event stores into them');
      this.rebuilds.rebuild().catch((error: unknown) => this.logger.error(`read tables: replay failed: ${String(error)}`));
    }, 3000).unref();
  }
}
