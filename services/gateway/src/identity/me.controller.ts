import { Controller, Get, Req, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { sessionOf } from '../sessions/access';
import { SessionStore } from '../sessions/session.store';
import { MeService, type Me } from './me.service';

@Controller('api/v1/me')
@UseInterceptors(ReadYourWritesInterceptor)
export class MeController {
  constructor(
    private readonly me: MeService,
    private readonly sessions: SessionStore,
  ) {}

  @Get()
  async get(@Req() request: FastifyRequest): Promise<Me> {
    const { sessionId, session } = sessionOf(request)!;
    const me = await this.me.build(session);
    // Roles granted since sign-in take effect without signing in again.
    if (me.isAdmin !== session.isAdmin || me.isEmployee !== session.isEmployee) {
      await this.sessions.update(sessionId, (s) => ({ ...s, isAdmin: me.isAdmin, isEmployee: me.isEmployee }));
    }
    return me;
  }
}
