import { Controller, Delete, Get, HttpCode, Param, Req, Res } from '@nestjs/common';
import { ConflictError, NotFoundError } from '@portal/decider';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Schema } from '../core/contract-types';
import { sessionOf } from '../sessions/access';
import { SessionStore, type SessionSummary } from '../sessions/session.store';
import { SessionsEndedRecorder } from './sessions-ended-recorder';

type SignedInSession = Schema<'SignedInSession'>;

export const CURRENT_SESSION_MESSAGE = 'This is the session you are using. Use Sign out to end it.';

/** `SignedInSession`: one session as the lists show it (the developer's own, and an admin's view of it). */
export const sessionView = (s: SessionSummary): SignedInSession => ({
  id: s.id,
  current: s.current,
  device: s.device,
  ip: s.ip,
  createdAt: new Date(s.createdAt).toISOString(),
  lastSeenAt: new Date(s.lastSeenAt).toISOString(),
});

/** Where the account is signed in, and ending sessions other than this one (one, or all of them), each in the security log. */
@Controller('api/v1/me/sessions')
export class MySessionsController {
  constructor(
    private readonly sessions: SessionStore,
    private readonly ended: SessionsEndedRecorder,
  ) {}

  @Get()
  async list(@Req() request: FastifyRequest): Promise<SignedInSession[]> {
    const { sessionId, session } = sessionOf(request)!;
    return (await this.sessions.listOf(session.userId, sessionId)).map(sessionView);
  }

  @Delete()
  @HttpCode(204)
  async signOutOthers(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const { sessionId, session } = sessionOf(request)!;
    await this.sessions.destroyAllOf(session.userId, sessionId);
    await this.ended.record(session.userId, { scope: 'others' }, request, reply);
  }

  @Delete(':id')
  @HttpCode(204)
  async signOutOne(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { sessionId, session } = sessionOf(request)!;
    if (this.sessions.publicId(sessionId) === id) throw new ConflictError(CURRENT_SESSION_MESSAGE);
    const ended = await this.sessions.destroyById(session.userId, id);
    if (!ended) throw new NotFoundError('No such session');
    await this.ended.record(session.userId, { scope: 'one', device: ended.device }, request, reply);
  }
}
