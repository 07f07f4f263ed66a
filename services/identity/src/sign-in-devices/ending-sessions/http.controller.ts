import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { RecordSessionsEndedHandler, type RecordSessionsEndedInput } from './record-sessions-ended.handler';

/** Internal: the gateway reports that it ended an account's other sessions, or all of them. */
@Controller()
export class RecordSessionsEndedController {
  constructor(private readonly handler: RecordSessionsEndedHandler) {}

  @Post('developers/:id/sessions_ended')
  @HttpCode(204)
  async record(
    @Param('id') id: string,
    @Body() body: RecordSessionsEndedInput | undefined,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { position } = await this.handler.record(id, body ?? {}, context);
    // The gateway waits for it before this session's next read: the security log shows it at once.
    replyWithPositions(reply, SOURCE, [position]);
  }
}
