import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import type { RequestBody, ResponseBody } from '../core/contract-types';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';
import { PasswordConfirmedCommands } from './password-confirmed';

type Keys = ResponseBody<'/api/v1/me/security_keys', 'get'>;
type Key = ResponseBody<'/api/v1/me/security_keys', 'post'>;
type AddKey = Partial<RequestBody<'/api/v1/me/security_keys', 'post'>>;
type Options = ResponseBody<'/api/v1/me/security_key_registrations', 'post'>;

/**
 * Security keys in Settings: identity runs the WebAuthn ceremonies and keeps the credentials. Adding one is confirmed
 * with the current password, under the same limit as the other two-step changes.
 */
@Controller('api/v1/me')
export class SecurityKeysController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly passwordConfirmed: PasswordConfirmedCommands,
    private readonly consistency: ReadYourWrites,
  ) {}

  @Get('security_keys')
  async list(@Req() request: FastifyRequest): Promise<Keys> {
    const { session } = sessionOf(request)!;
    return (await this.upstreams.identity.call<Keys>('me/security_keys', { actor: actorOf(session) })).body;
  }

  @Post('security_key_registrations')
  @HttpCode(200)
  async registration(@Req() request: FastifyRequest): Promise<Options> {
    const { session } = sessionOf(request)!;
    return (
      await this.upstreams.identity.call<Options>('me/security_key_registrations', { method: 'POST', body: {}, actor: actorOf(session) })
    ).body;
  }

  @Post('security_keys')
  @HttpCode(201)
  add(@Body() body: AddKey, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Key> {
    return this.passwordConfirmed.post<Key>('me/security_keys', body, request, reply);
  }

  @Delete('security_keys/:id')
  @HttpCode(204)
  async remove(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const { session } = sessionOf(request)!;
    const result = await this.upstreams.identity.call(`me/security_keys/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      actor: actorOf(session),
    });
    await this.consistency.recordCommand(request, reply, result.headers);
  }
}
