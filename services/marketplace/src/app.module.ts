import { Module } from '@nestjs/common';
import { BLOB_STORAGE, createBlobStorage, storageSettings } from '@portal/blob-storage';
import { EventSourcingModule, RuntimeModule } from '@portal/service-runtime';
import { AppAccessSource } from './core/app-access';
import { MARKETPLACE_CONFIG, marketplaceConfig } from './core/marketplace.config';
import { ChangeListingHandler } from './listings/changing/change-listing.handler';
import { ListingController } from './listings/changing/http.controller';
import { ListingsRepository } from './listings/listings.repository';
import { AddMediaHandler } from './listings/media/add-media.handler';
import { MediaController } from './listings/media/http.controller';
import { ListingEventsController } from './listings/history/http.controller';
import { PublishedListingController } from './listings/catalog/http.controller';
import { FollowAppDeletionHandler } from './listings/following-app-deletion/follow-app-deletion.handler';
import { FollowAppDeletionMessageController } from './listings/following-app-deletion/message.controller';
import { InstallController } from './installations/installing/http.controller';
import { InstallHandler } from './installations/installing/install.handler';
import { InstallationsRepository } from './installations/installations.repository';
import { RequestLeadController } from './leads/requesting/http.controller';
import { RequestLeadHandler } from './leads/requesting/request-lead.handler';
import { LeadsRepository } from './leads/leads.repository';
import { marketplacePublicEvents, marketplacePublicTopics } from './public-events';
import { SeenVisitors } from './visits/seen-visitors';
import { VisitCounter } from './visits/visit-counter';
import { VisitRecorder } from './visits/visit-recorder';
import { StorageVideoHost, VIDEO_HOST } from './listings/media/video-host';
import { ReferenceController } from './reference/http.controller';
import { ReferenceLists } from './reference/reference-lists';
import { ReferenceRepository } from './reference/reference.repository';

export const SOURCE = 'marketplace';

/** Marketplace listings (issue 11): reference data and the listing aggregate with its review workflow. */
@Module({
  imports: [
    RuntimeModule.forService(SOURCE),
    EventSourcingModule.forService({
      source: SOURCE,
      publicEvents: marketplacePublicEvents,
      publicTopics: marketplacePublicTopics,
    }),
  ],
  controllers: [
    ReferenceController,
    ListingController,
    MediaController,
    ListingEventsController,
    PublishedListingController,
    InstallController,
    RequestLeadController,
    FollowAppDeletionMessageController,
  ],
  providers: [
    { provide: MARKETPLACE_CONFIG, useFactory: marketplaceConfig },
    { provide: BLOB_STORAGE, useFactory: () => createBlobStorage(storageSettings(process.env)) },
    { provide: VIDEO_HOST, useClass: StorageVideoHost },
    AppAccessSource,
    ReferenceRepository,
    ReferenceLists,
    ListingsRepository,
    ChangeListingHandler,
    AddMediaHandler,
    FollowAppDeletionHandler,
    InstallationsRepository,
    InstallHandler,
    LeadsRepository,
    RequestLeadHandler,
    VisitRecorder,
    SeenVisitors,
    VisitCounter,
  ],
})
export class MarketplaceModule {}
