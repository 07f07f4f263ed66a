import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RuntimeModule } from '@portal/service-runtime';
import { AdminListsController } from './admin/admin-lists.controller';
import { AnalyticsController } from './analytics/analytics.controller';
import { AppMetricsController } from './metrics/app-metrics.controller';
import { InstallationsCsvController } from './metrics/installations-csv.controller';
import { QuotaBucketsController } from './quota/quota-buckets.controller';
import { CatalogController } from './marketplace/catalog.controller';
import { LeadsController } from './marketplace/leads.controller';
import { ListingAccessController } from './marketplace/listing-access.controller';
import { ListingsController } from './marketplace/listings.controller';
import { MarketplaceReferenceController } from './marketplace/marketplace-reference.controller';
import { PartnerFormsController } from './marketplace/partner-forms.controller';
import { AdminDeveloperAppsController } from './apps/admin-developer-apps.controller';
import { AppsResponses } from './apps/apps-responses';
import { CollaboratorsController } from './apps/collaborators.controller';
import { DeveloperAppsController } from './apps/developer-apps.controller';
import { SandboxesController } from './apps/sandboxes.controller';
import { ThumbnailsController } from './apps/thumbnails.controller';
import { ReadYourWrites } from './consistency/read-your-writes';
import { ClientErrorCounts } from './crash-reports/client-error-counts';
import { ClientErrorsController } from './crash-reports/client-errors.controller';
import { ContractDocument } from './contract/contract-document';
import { ContractGuard } from './contract/contract.guard';
import { ContractValidator } from './contract/contract-validator';
import { GATEWAY_CONFIG, gatewayConfig, type GatewayConfig } from './core/gateway.config';
import { RateLimiter } from './core/rate-limiter';
import { redisProviders } from './core/redis.provider';
import { Upstreams } from './core/upstreams';
import { DependencyChecks } from './health/dependency-checks';
import { EmailConfirmationsController } from './identity/email-confirmations.controller';
import { MeController } from './identity/me.controller';
import { EmailChangesController } from './identity/email-changes.controller';
import { PasswordConfirmedCommands } from './identity/password-confirmed';
import { SecurityKeysController } from './identity/security-keys.controller';
import { TwoFactorController } from './identity/two-factor.controller';
import { TwoFactorSignInController } from './identity/two-factor-sign-in.controller';
import { SignInChallenges } from './identity/sign-in-challenges';
import { MySessionsController } from './identity/my-sessions.controller';
import { SecurityLogController } from './identity/security-log.controller';
import { SessionsEndedRecorder } from './identity/sessions-ended-recorder';
import { PasswordsController } from './identity/passwords.controller';
import { MeService } from './identity/me.service';
import { SessionController } from './identity/session.controller';
import { SessionOpener } from './identity/session-opener';
import { SignInThrottle } from './identity/sign-in-throttle';
import { SignUpController } from './identity/sign-up.controller';
import { ManifestContentController } from './manifests/content.controller';
import { ManifestReadsController } from './manifests/reads.controller';
import { ManifestVersionsController } from './manifests/versions.controller';
import { OpenApiController } from './meta/openapi.controller';
import { ReferenceCatalog } from './reference/reference-catalog';
import { PortalEventsController } from './reference/portal-events.controller';
import { ReferenceController } from './reference/reference.controller';
import { AdminNotificationsController } from './notifications/admin-notifications.controller';
import { NotificationPreferencesController } from './notifications/notification-preferences.controller';
import { NotificationReadsController, NotificationsController } from './notifications/notifications.controller';
import { CredentialsController } from './oauth/credentials.controller';
import { AccessGuard } from './sessions/access.guard';
import { SessionStore } from './sessions/session.store';
import { ReportDownloadController } from './usage/report-download.controller';
import { UsageController } from './usage/usage.controller';

@Module({
  imports: [RuntimeModule.forService('gateway')],
  controllers: [
    SignUpController,
    SessionController,
    MeController,
    EmailConfirmationsController,
    PasswordsController,
    EmailChangesController,
    TwoFactorController,
    SecurityKeysController,
    TwoFactorSignInController,
    MySessionsController,
    SecurityLogController,
    AdminListsController,
    OpenApiController,
    DeveloperAppsController,
    CollaboratorsController,
    SandboxesController,
    ThumbnailsController,
    AdminDeveloperAppsController,
    NotificationsController,
    NotificationReadsController,
    AdminNotificationsController,
    NotificationPreferencesController,
    CredentialsController,
    AnalyticsController,
    AppMetricsController,
    InstallationsCsvController,
    QuotaBucketsController,
    MarketplaceReferenceController,
    PartnerFormsController,
    ListingsController,
    CatalogController,
    ListingAccessController,
    LeadsController,
    ManifestVersionsController,
    ManifestReadsController,
    ManifestContentController,
    ClientErrorsController,
    ReferenceController,
    PortalEventsController,
    UsageController,
    ReportDownloadController,
  ],
  providers: [
    { provide: GATEWAY_CONFIG, useFactory: gatewayConfig },
    { provide: Upstreams, useFactory: (config: GatewayConfig) => new Upstreams(config), inject: [GATEWAY_CONFIG] },
    ...redisProviders,
    ContractDocument,
    { provide: ContractValidator, useFactory: (doc: ContractDocument) => new ContractValidator(doc.document), inject: [ContractDocument] },
    // Order matters: who may call (401/403) is answered before what they sent (422).
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_GUARD, useClass: ContractGuard },
    SessionStore,
    SessionOpener,
    SessionsEndedRecorder,
    SignInThrottle,
    SignInChallenges,
    PasswordConfirmedCommands,
    MeService,
    ReadYourWrites,
    AppsResponses,
    DependencyChecks,
    RateLimiter,
    ClientErrorCounts,
    ReferenceCatalog,
  ],
})
export class GatewayModule {}
