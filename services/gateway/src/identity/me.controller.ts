import { Controller, Get, Req, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { sessionOf } from '../sessions/access';
import { MeService, type Me } from './me.service';

@Controller('api/v1/me')
@UseInterceptors(ReadYourWritesInterceptor)
export class MeController {
  constructor(private readonly me: MeService) {}

  @Get()
  async get(@Req() request: FastifyRequest): Promise<Me> {
    const { sessionId, session } = sessionOf(request)!;
    return this.me.current(sessionId, session);
  }
}
