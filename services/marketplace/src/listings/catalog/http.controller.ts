import { Controller, Get, Param } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, CurrentActor, type Actor } from '@portal/service-runtime';
import { VisitRecorder } from '../../visits/visit-recorder';
import { ListingsRepository } from '../listings.repository';

const NOT_PUBLISHED = 'No such Marketplace listing';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A published listing as anyone sees it: the content of its last approval (a later draft stays
 * private until approved), with the listing's current files (never the security document).
 */
@Controller()
export class PublishedListingController {
  constructor(
    private readonly listings: ListingsRepository,
    private readonly visits: VisitRecorder,
  ) {}

  /** Each load is a visit of the listing (signed in or not). */
  @Get('marketplace/listings/:id')
  async one(@Param('id') id: string, @CurrentActor() actor: Actor | null, @CommandCtx() context: CommandContext) {
    if (!UUID.test(id)) throw new NotFoundError(NOT_PUBLISHED);
    const { state } = await this.listings.load(id);
    const published = state.published;
    if (!published) throw new NotFoundError(NOT_PUBLISHED);
    const {
      security_questionnaire: _questionnaire,
      draft_developer_notes: _notes,
      notes: _adminNotes,
      app_version_id: _version,
      ...shown
    } = published;
    await this.visits.record(id, actor?.id ?? null, context.correlationId);
    return {
      id,
      developer_app_id: id,
      ...shown,
      version: state.version,
      is_concierge_app: state.is_concierge_app,
      media: state.media.filter((m) => m.kind !== 'security_document'),
    };
  }
}
