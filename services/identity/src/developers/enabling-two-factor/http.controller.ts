import { Body, Controller, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, PG_POOL, SignedInActor, replyWithPositions, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { SOURCE } from '../../core/source';
import { DevelopersRepository } from '../developers.repository';
import { twoFactorStatus } from '../two-factor/two-factor-status';
import { EnableTwoFactorHandler, type EnableTwoFactorInput } from './enable-two-factor.handler';

@Controller('me/two_factor')
export class EnableTwoFactorController {
  constructor(
    private readonly handler: EnableTwoFactorHandler,
    private readonly developers: DevelopersRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Get()
  async status(@SignedInActor() actor: Actor) {
    const { state } = await this.developers.load(actor.id);
    if (!state.exists) throw new NotFoundError('No such developer');
    return twoFactorStatus(this.pool, state);
  }

  @Post('setup')
  @HttpCode(200)
  setup(@SignedInActor() actor: Actor) {
    return this.handler.setup(actor.id);
  }

  @Post()
  @HttpCode(200)
  async enable(
    @Body() body: EnableTwoFactorInput,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { recoveryCodes, position } = await this.handler.enable(actor.id, body ?? {}, context);
    replyWithPositions(reply, SOURCE, [position]);
    return { recoveryCodes };
  }
}
