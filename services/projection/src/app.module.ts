import { Inject, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { RuntimeModule, type KafkaEventsTransport } from '@portal/service-runtime';
import { AppsProjection } from './apps/apps.projection';
import { AppsQueryController } from './apps/querying/http.controller';
import { mongoProviders } from './core/mongo.providers';
import { OAuthClientsProjection } from './credentials/oauth-clients.projection';
import { PROJECTION_TRANSPORT } from './core/transport';
import { DevelopersProjection } from './developers/developers.projection';
import { DevelopersQueryController } from './developers/querying/http.controller';
import { AdminNotificationsController } from './notifications/admin/http.controller';
import { AnnouncementsProjection } from './notifications/announcements.projection';
import { NotificationFeedController } from './notifications/feed/http.controller';
import { NotificationPreferencesController } from './notifications/preferences/http.controller';
import { PreferencesProjection } from './notifications/preferences.projection';
import { ReadStateProjection } from './notifications/read-state.projection';
import { AppliedPositions } from './positions/applied-positions';
import { PositionsController } from './positions/http.controller';
import { RebuildController } from './rebuilding/http.controller';
import { RebuildService } from './rebuilding/rebuild.service';

@Module({})
export class ProjectionModule implements OnModuleInit {
  constructor(
    @Inject(PROJECTION_TRANSPORT) private readonly transport: KafkaEventsTransport,
    private readonly positions: AppliedPositions,
  ) {}

  static withTransport(transport: KafkaEventsTransport): DynamicModule {
    return {
      module: ProjectionModule,
      imports: [RuntimeModule.forService('projection')],
      controllers: [
        DevelopersProjection,
        DevelopersQueryController,
        AnnouncementsProjection,
        ReadStateProjection,
        PreferencesProjection,
        NotificationFeedController,
        AdminNotificationsController,
        NotificationPreferencesController,
        AppsProjection,
        AppsQueryController,
        OAuthClientsProjection,
        PositionsController,
        RebuildController,
      ],
      providers: [...mongoProviders, AppliedPositions, RebuildService, { provide: PROJECTION_TRANSPORT, useValue: transport }],
    };
  }

  onModuleInit(): void {
    this.transport.setAfterEach((event) => this.positions.record(event));
  }
}
