import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx } from '@portal/service-runtime';
import { RecordSignInHandler, type RecordSignInInput } from './record-sign-in.handler';

/** Internal: the gateway reports each session it opens, with the browser's device key. */
@Controller()
export class RecordSignInController {
  constructor(private readonly handler: RecordSignInHandler) {}

  @Post('developers/:id/sign_ins')
  @HttpCode(200)
  record(@Param('id') id: string, @Body() body: RecordSignInInput | undefined, @CommandCtx() context: CommandContext) {
    return this.handler.record(id, body ?? {}, context);
  }
}
