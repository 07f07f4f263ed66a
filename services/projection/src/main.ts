import { PortalLogger, startService } from '@portal/service-runtime';
import { ProjectionModule } from './app.module';
import { createProjectionTransport } from './core/transport';

const transport = createProjectionTransport(new PortalLogger('projection'));

void startService(ProjectionModule.withTransport(transport), {
  name: 'projection',
  defaultPort: 4002,
  internal: true,
  transport: () => transport,
}).catch((error: unknown) => {
  process.stderr.write(`projection failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
