import { Body, Controller, Get, Patch, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import type { RequestBody } from '../core/contract-types';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';
import { MeService, type Me } from './me.service';

@Controller('api/v1/me')
@UseInterceptors(ReadYourWritesInterceptor)
export class MeController {
  constructor(
    private readonly me: MeService,
    private readonly upstreams: Upstreams,
    private readonly consistency: ReadYourWrites,
  ) {}

  @Get()
  async get(@Req() request: FastifyRequest): Promise<Me> {
    const { sessionId, session } = sessionOf(request)!;
    return this.me.current(sessionId, session);
  }

  /** The developer's own name and company; answered from the write side, so the page shows the change at once. */
  @Patch()
  async update(
    @Body() body: RequestBody<'/api/v1/me', 'patch'>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Me> {
    const { session } = sessionOf(request)!;
    const result = await this.upstreams.identity.call('profile', { method: 'PATCH', body: body ?? {}, actor: actorOf(session) });
    await this.consistency.recordCommand(request, reply, result.headers);
    return this.me.build(session, true);
  }
}
