import { MailModule } from '@portal/mailer';
import { Module } from '@nestjs/common';
import { PUBLIC_TOPIC_RETENTION_MS } from '@portal/contracts';
import { publicTopic } from '@portal/eventsourcing';
import { EventSourcingModule, RuntimeModule } from '@portal/service-runtime';
import { AdminAppsHandler } from './apps/administering/admin.handler';
import { AdminAppsController } from './apps/administering/http.controller';
import { AppsRepository } from './apps/apps.repository';
import { ChangeSettingsHandler } from './apps/changing-settings/change-settings.handler';
import { ChangeSettingsController } from './apps/changing-settings/http.controller';
import { CreateAppHandler } from './apps/creating/create-app.handler';
import { CreateAppController } from './apps/creating/http.controller';
import { ThumbnailsController } from './apps/serving-thumbnails/http.controller';
import { ForeignEventsSource } from './apps/viewing-activity/foreign-events.source';
import { ActivityController } from './apps/viewing-activity/http.controller';
import { PermissionsController } from './apps/viewing-permissions/http.controller';
import { ListingReleaseVersionsController } from './manifests/listing-release-versions/http.controller';
import { AcceptInvitationHandler } from './collaborators/accepting/accept-invitation.handler';
import { AcceptInvitationController } from './collaborators/accepting/http.controller';
import { PreviewInvitationController } from './collaborators/previewing/http.controller';
import { PreviewInvitationHandler } from './collaborators/previewing/preview-invitation.handler';
import { InviteController } from './collaborators/inviting/http.controller';
import { InviteHandler } from './collaborators/inviting/invite.handler';
import { InvitationMailMessageController } from './collaborators/inviting/message.controller';
import { ManageCollaboratorsController } from './collaborators/managing/http.controller';
import { ManageCollaboratorsHandler } from './collaborators/managing/manage-collaborators.handler';
import { appsConfig, APPS_CONFIG } from './core/apps.config';
import { APPS_DDL } from './core/apps.tables';
import { storageProviders } from './core/storage.factory';
import { SOURCE } from './core/source';
import { DevelopersDirectory } from './developers/developers.directory';
import { DeveloperRecordingMessageController } from './developers/recording/message.controller';
import { CreateVersionHandler } from './manifests/creating/create-version.handler';
import { CreateVersionController } from './manifests/creating/http.controller';
import { DiffController } from './manifests/diffing/http.controller';
import { REVIEWS_TOPIC, reviewPublicEvents } from './manifests/publishing/review-cloud-events';
import { ManifestAccess } from './manifests/manifest-access';
import { ManifestsRepository } from './manifests/manifests.repository';
import { MANIFESTS_DDL } from './manifests/manifests.tables';
import { PromoteController } from './manifests/promoting/http.controller';
import { PromoteHandler } from './manifests/promoting/promote.handler';
import { ReviewController } from './manifests/reviewing/http.controller';
import { ReviewMailMessageController } from './manifests/reviewing/message.controller';
import { WithdrawDeletedMessageController } from './manifests/withdrawing-deleted/message.controller';
import { WithdrawDeletedHandler } from './manifests/withdrawing-deleted/withdraw-deleted.handler';
import { ListingReviewMailMessageController } from './apps/mailing-listing-reviews/message.controller';
import { ReviewHandler } from './manifests/reviewing/review.handler';
import { RollBackController } from './manifests/rolling-back/http.controller';
import { RollBackHandler } from './manifests/rolling-back/roll-back.handler';
import { ManifestTemplatesController } from './manifests/templates/http.controller';
import { ValidateManifestController } from './manifests/validating/http.controller';
import { BuildSandboxHandler } from './sandboxes/building/build-sandbox.handler';
import { SandboxBuildMessageController } from './sandboxes/building/message.controller';
import { SandboxBuildQueue } from './sandboxes/building/sandbox-build.queue';
import { ChangeSandboxHandler } from './sandboxes/changing-settings/change-sandbox.handler';
import { ChangeSandboxController } from './sandboxes/changing-settings/http.controller';
import { RequestSandboxController } from './sandboxes/requesting/http.controller';
import { RequestSandboxHandler } from './sandboxes/requesting/request-sandbox.handler';
import { SandboxesRepository } from './sandboxes/sandboxes.repository';

export { SOURCE };

@Module({
  imports: [
    MailModule.forService(),
    RuntimeModule.forService(SOURCE),
    EventSourcingModule.forService({
      source: SOURCE,
      ddl: [...APPS_DDL, ...MANIFESTS_DDL],
      publicEvents: reviewPublicEvents,
      publicTopics: [publicTopic(REVIEWS_TOPIC, PUBLIC_TOPIC_RETENTION_MS)],
    }),
  ],
  controllers: [
    CreateAppController,
    ChangeSettingsController,
    PermissionsController,
    ActivityController,
    AdminAppsController,
    ThumbnailsController,
    InviteController,
    AcceptInvitationController,
    PreviewInvitationController,
    ManageCollaboratorsController,
    RequestSandboxController,
    ChangeSandboxController,
    DeveloperRecordingMessageController,
    InvitationMailMessageController,
    SandboxBuildMessageController,
    CreateVersionController,
    PromoteController,
    ReviewController,
    RollBackController,
    ListingReleaseVersionsController,
    DiffController,
    ReviewMailMessageController,
    WithdrawDeletedMessageController,
    ListingReviewMailMessageController,
    ManifestTemplatesController,
    ValidateManifestController,
  ],
  providers: [
    { provide: APPS_CONFIG, useFactory: appsConfig },
    ...storageProviders,
    AppsRepository,
    SandboxesRepository,
    DevelopersDirectory,
    ForeignEventsSource,
    CreateAppHandler,
    ChangeSettingsHandler,
    AdminAppsHandler,
    InviteHandler,
    AcceptInvitationHandler,
    PreviewInvitationHandler,
    ManageCollaboratorsHandler,
    BuildSandboxHandler,
    SandboxBuildQueue,
    RequestSandboxHandler,
    ChangeSandboxHandler,
    ManifestsRepository,
    ManifestAccess,
    CreateVersionHandler,
    PromoteHandler,
    ReviewHandler,
    WithdrawDeletedHandler,
    RollBackHandler,
  ],
})
export class AppsModule {}
