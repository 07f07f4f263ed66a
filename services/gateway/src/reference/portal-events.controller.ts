import { Controller, Get, Req, Res } from '@nestjs/common';
import { loadBundledAsyncApi, loadPublicEventCatalog } from '@portal/contracts';
import { ForbiddenError } from '@portal/decider';
import { JSON_TYPE } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readerOf } from './reader';

const staffOnly = (request: FastifyRequest): void => {
  if (!readerOf(request).privileged) throw new ForbiddenError('The portal events are for provider employees and admins');
};

/**
 * The portal's public events (contracts/asyncapi.yaml and its schemas) for the platform teams who consume
 * them: read from the contract once, so the page always says what the relays publish.
 */
@Controller('api/v1/portal_events')
export class PortalEventsController {
  private readonly json = JSON.stringify(loadPublicEventCatalog());
  private readonly asyncApiJson = JSON.stringify(loadBundledAsyncApi(), null, 2);

  @Get()
  list(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): string {
    staffOnly(request);
    void reply.type(JSON_TYPE);
    return this.json;
  }

  @Get('asyncapi.json')
  asyncApi(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): string {
    staffOnly(request);
    void reply.type(JSON_TYPE).header('content-disposition', 'attachment; filename="portal-events.asyncapi.json"');
    return this.asyncApiJson;
  }
}
