import { PLATFORM_PATH_PREFIX } from '@portal/contracts';
import { startService } from '@portal/service-runtime';
import { QuotaProxyModule, SOURCE } from './app.module';
import { quotaConfig } from './core/quota.config';
import { PlatformProxy } from './enforcing/platform-proxy';
import { startReferenceUpstream } from './reference-upstream/reference-upstream';

const start = async () => {
  const config = quotaConfig();
  // Local runs have no platform API: the proxy brings the reference one along, in the same process.
  if (!config.upstreamUrl) await startReferenceUpstream(config.referenceUpstreamPort);
  await startService(QuotaProxyModule, {
    name: SOURCE,
    defaultPort: 4007,
    internal: true,
    publicPrefixes: [PLATFORM_PATH_PREFIX],
    beforeListen: (app) => app.get(PlatformProxy).register(app.getHttpAdapter().getInstance()),
  });
};

void start().catch((error: unknown) => {
  process.stderr.write(`quota-proxy failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
