import { Injectable } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { isUuid } from '../../../core/uuid';
import { DevelopersRepository } from '../../developers.repository';
import { SECURITY_KEY_MESSAGES } from '../security-keys.rules';
import { deleteSecurityKey } from '../security-keys.table';

@Injectable()
export class RemoveSecurityKeyHandler {
  constructor(private readonly developers: DevelopersRepository) {}

  /** The developer's own key; the authenticator app and the recovery codes keep working. */
  async remove(developerId: string, keyId: string, context: CommandContext) {
    if (!isUuid(keyId)) throw new NotFoundError(SECURITY_KEY_MESSAGES.notFound);
    const result = await retryOnRace(() =>
      this.developers.handle(
        developerId,
        { type: 'RemoveSecurityKey', keyId, by: developerId, at: new Date().toISOString() },
        { ...context, actorId: context.actorId ?? developerId },
        { inTransaction: (client) => deleteSecurityKey(client, developerId, keyId) },
      ),
    );
    return { position: result.lastPosition };
  }
}
