import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, replyAsReplayed, SignedInActor, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { RequestLeadHandler } from './request-lead.handler';

@Controller()
export class RequestLeadController {
  constructor(private readonly handler: RequestLeadHandler) {}

  /** The same request within 24 hours answers the earlier lead, marked replayed (the install's Idempotency-Key answer). */
  @Post('marketplace/listings/:id/leads')
  @HttpCode(201)
  async request(
    @Param('id') id: string,
    @Body() body: { company_name?: unknown; phone?: unknown; message?: unknown } | null,
    @SignedInActor() actor: Actor,
    @CommandCtx() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { lead, replayed } = await this.handler.request(id, body ?? {}, actor, ctx);
    replyAsReplayed(reply, replayed);
    return lead;
  }
}
