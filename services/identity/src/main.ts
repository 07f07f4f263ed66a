import { TOPICS } from '@portal/contracts';
import { env, KafkaEventsTransport, PortalLogger, startService } from '@portal/service-runtime';
import { IdentityModule, SOURCE } from './app.module';
import { mountAuthorizationServer } from './oauth/authorization-server/oauth.routes';

void startService(IdentityModule, {
  name: SOURCE,
  defaultPort: 4001,
  internal: true,
  transport: (logger) =>
    new KafkaEventsTransport({
      clientId: 'identity-mailer',
      groupId: 'identity-mailer',
      topics: [TOPICS.identityDeveloper, TOPICS.identitySignInDevices],
      brokers: env('KAFKA_BROKERS', '127.0.0.1:59092'),
      logger,
    }),
  beforeListen: async (app) => {
    // OAuth clients follow the apps service's events in a consumer group of their own, so a slow
    // or failing mail never holds up a client registration (and the other way round).
    const logger = app.get(PortalLogger);
    const oauthEvents = app.connectMicroservice(
      {
        strategy: new KafkaEventsTransport({
          clientId: 'identity-oauth',
          groupId: 'identity-oauth',
          topics: [TOPICS.appsApp, TOPICS.appsSandbox, TOPICS.appsManifest],
          brokers: env('KAFKA_BROKERS', '127.0.0.1:59092'),
          logger,
        }),
      },
      { inheritAppConfig: true },
    );
    await oauthEvents.listen();
    await mountAuthorizationServer(app);
  },
}).catch((error: unknown) => {
  process.stderr.write(`identity failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
