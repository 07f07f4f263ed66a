import { Module } from '@nestjs/common';
import { EventSourcingModule, RuntimeModule } from '@portal/service-runtime';
import { AppAccessSource } from './core/app-access';
import { MARKETPLACE_CONFIG, marketplaceConfig } from './core/marketplace.config';
import { ChangeListingHandler } from './listings/changing/change-listing.handler';
import { ListingController } from './listings/changing/http.controller';
import { ListingsRepository } from './listings/listings.repository';
import { ReferenceController } from './reference/http.controller';

export const SOURCE = 'marketplace';

/** Marketplace listings (issue 11): reference data and the listing aggregate with its review workflow. */
@Module({
  imports: [RuntimeModule.forService(SOURCE), EventSourcingModule.forService({ source: SOURCE })],
  controllers: [ReferenceController, ListingController],
  providers: [{ provide: MARKETPLACE_CONFIG, useFactory: marketplaceConfig }, AppAccessSource, ListingsRepository, ChangeListingHandler],
})
export class MarketplaceModule {}
