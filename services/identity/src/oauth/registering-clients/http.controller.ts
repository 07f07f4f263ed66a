import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { viewOf } from '../managing-secrets/secrets.handler';
import { RegisterClientHandler, type ClientRegistration } from './register-client.handler';

/**
 * Internal only (never routed by the gateway): the same registration the apps events trigger, for
 * operators and for tests that need a client without the apps service.
 */
@Controller('oauth_clients')
export class RegisterClientController {
  constructor(private readonly registrations: RegisterClientHandler) {}

  @Post()
  @HttpCode(201)
  async register(
    @Body() body: ClientRegistration | null,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = body ?? ({} as ClientRegistration);
    const fields: Record<string, string[]> = {};
    if (typeof input.clientId !== 'string' || !/^[\w-]{3,128}$/.test(input.clientId)) fields.clientId = ['clientId is required'];
    if (typeof input.appId !== 'string' || input.appId === '') fields.appId = ['appId is required'];
    if (input.environment !== 'production' && input.environment !== 'sandbox') fields.environment = ['production or sandbox'];
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
    const result = await this.registrations.register(input, context);
    replyWithPositions(reply, SOURCE, [result.lastPosition]);
    return viewOf(result.state);
  }
}
