import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import {
  CommandCtx,
  IdempotencyKey,
  replyAsReplayed,
  replyWithPositions,
  replyWithVersion,
  SignedInActor,
  type Actor,
} from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import type { Environment } from '../manifest.events';
import { CreateVersionHandler, type CreateVersionInput } from './create-version.handler';

const environmentOf = (type: unknown): Environment =>
  type === 'ProductionEnvironment' || type === 'production' ? 'production' : 'sandbox';

@Controller()
export class CreateVersionController {
  constructor(private readonly handler: CreateVersionHandler) {}

  /** The Configuration Builder's and the editor's save: always a sandbox version. */
  @Post('app_versioned_manifests')
  @HttpCode(201)
  create(
    @Body() body: CreateVersionInput | undefined,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.reply(this.handler.create(body ?? {}, 'sandbox', 'developer', actor, context, idempotencyKey), reply);
  }

  /** Platform admins create a version in either environment (the admin page's manifests). */
  @Post('app_versions')
  @HttpCode(201)
  adminCreate(
    @Body() body: { app_version?: CreateVersionInput & { environment_type?: unknown } } | undefined,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = body?.app_version ?? {};
    const environment = environmentOf(input.environment_type);
    return this.reply(this.handler.create(input, environment, 'admin', actor, context, idempotencyKey), reply);
  }

  private async reply(creating: ReturnType<CreateVersionHandler['create']>, reply: FastifyReply) {
    const { view, committed, replayed } = await creating;
    replyWithPositions(reply, SOURCE, committed.positions);
    replyWithVersion(reply, committed.version);
    replyAsReplayed(reply, replayed);
    return { manifest: view };
  }
}
