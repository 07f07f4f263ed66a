import { Inject, Injectable } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../core/identity.config';
import { DevelopersRepository } from '../developers.repository';
import { confirmationLinks } from './confirmation-token';

export const INVALID_LINK = 'This confirmation link is invalid or has expired. Sign in and ask for a new one.';

@Injectable()
export class ConfirmEmailHandler {
  constructor(
    private readonly developers: DevelopersRepository,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async confirm(token: unknown, context: CommandContext) {
    const claims = typeof token === 'string' ? confirmationLinks.verify(token, this.config.confirmationSecret, Date.now()) : null;
    if (!claims) throw new ValidationError({ token: [INVALID_LINK] }, INVALID_LINK);
    const { state } = await this.developers.load(claims.developerId);
    if (!state.exists) throw new ValidationError({ token: [INVALID_LINK] }, INVALID_LINK);
    const result = await this.developers.handle(
      claims.developerId,
      { type: 'ConfirmEmail', email: claims.email, at: new Date().toISOString() },
      { ...context, actorId: context.actorId ?? claims.developerId },
    );
    return { position: result.lastPosition };
  }

  async requestAgain(developerId: string, context: CommandContext) {
    const result = await this.developers.handle(developerId, { type: 'RequestEmailConfirmation', at: new Date().toISOString() }, context);
    return { position: result.lastPosition };
  }
}
