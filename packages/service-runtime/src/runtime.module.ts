import { Global, Module, type DynamicModule } from '@nestjs/common';
import { PortalLogger } from './logger';
import { Readiness } from './readiness';

/** Logger and readiness registry shared by every module of one service process. */
@Global()
@Module({})
export class RuntimeModule {
  static forService(name: string): DynamicModule {
    const logger = new PortalLogger(name);
    return {
      module: RuntimeModule,
      providers: [{ provide: PortalLogger, useValue: logger }, Readiness],
      exports: [PortalLogger, Readiness],
    };
  }
}
