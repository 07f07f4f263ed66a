import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, switchMap, type Observable } from 'rxjs';
import { ReadYourWrites } from './read-your-writes';

/** Put on query routes served from the read models. */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(private readonly consistency: ReadYourWrites) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    return from(this.consistency.beforeQuery(http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>())).pipe(
      switchMap(() => next.handle()),
    );
  }
}
