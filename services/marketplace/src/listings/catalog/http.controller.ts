import { Controller, Get, Param } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, CurrentActor, VisitorKey, type Actor } from '@portal/service-runtime';
import { VisitCounter } from '../../visits/visit-counter';
import { publicContent } from '../listing.decider';
import { ListingsRepository } from '../listings.repository';

const NOT_PUBLISHED = 'No such Marketplace listing';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A published listing as anyone sees it: the content of its last approval (a later draft stays
 * private until approved), with the listing's current files (never the security document). While its
 * app is deleted it is as unpublished: the same 404, so the page says nothing of the app.
 */
@Controller()
export class PublishedListingController {
  constructor(
    private readonly listings: ListingsRepository,
    private readonly visits: VisitCounter,
  ) {}

  /** A load may be a visit of the listing (see `VisitCounter`). */
  @Get('marketplace/listings/:id')
  async one(
    @Param('id') id: string,
    @CurrentActor() actor: Actor | null,
    @VisitorKey() visitorKey: string | null,
    @CommandCtx() context: CommandContext,
  ) {
    if (!UUID.test(id)) throw new NotFoundError(NOT_PUBLISHED);
    const { state } = await this.listings.load(id);
    const published = publicContent(state);
    if (!published) throw new NotFoundError(NOT_PUBLISHED);
    const {
      security_questionnaire: _questionnaire,
      draft_developer_notes: _notes,
      notes: _adminNotes,
      app_version_id: _version,
      ...shown
    } = published;
    await this.visits.viewed(id, actor, visitorKey, context.correlationId);
    return {
      id,
      developer_app_id: id,
      ...shown,
      // The page hides Install when the published content says the app cannot be installed (the install is refused).
      installable: shown.installable === true,
      version: state.version,
      is_concierge_app: state.is_concierge_app,
      media: state.media.filter((m) => m.kind !== 'security_document'),
    };
  }
}
