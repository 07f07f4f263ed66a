import { Module } from '@nestjs/common';
import { EventSourcingModule, RuntimeModule } from '@portal/service-runtime';
import { ReferenceController } from './reference/http.controller';

export const SOURCE = 'marketplace';

/** Marketplace listings (issue 11): reference data first; the listing aggregate and its API come with it. */
@Module({
  imports: [RuntimeModule.forService(SOURCE), EventSourcingModule.forService({ source: SOURCE })],
  controllers: [ReferenceController],
  providers: [],
})
export class MarketplaceModule {}
