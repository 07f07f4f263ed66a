import { Inject, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { RuntimeModule, type KafkaEventsTransport } from '@portal/service-runtime';
import { mongoProviders } from './core/mongo.providers';
import { PROJECTION_TRANSPORT } from './core/transport';
import { DevelopersProjection } from './developers/developers.projection';
import { DevelopersQueryController } from './developers/querying/http.controller';
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
      controllers: [DevelopersProjection, DevelopersQueryController, PositionsController, RebuildController],
      providers: [...mongoProviders, AppliedPositions, RebuildService, { provide: PROJECTION_TRANSPORT, useValue: transport }],
    };
  }

  onModuleInit(): void {
    this.transport.setAfterEach((event) => this.positions.record(event));
  }
}
