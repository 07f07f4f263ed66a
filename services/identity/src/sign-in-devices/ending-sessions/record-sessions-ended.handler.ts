import { Injectable } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { isUuid } from '../../core/uuid';
import { SignInDevicesRepository } from '../sign-in-devices.repository';

const SCOPES = new Set(['others', 'all']);

export interface RecordSessionsEndedInput {
  scope?: unknown;
}

/**
 * The gateway ended many of an account's sessions at once (they live in its store, not here): recorded on the
 * account's sign-in history for its security log, naming who did it (the command's actor).
 */
@Injectable()
export class RecordSessionsEndedHandler {
  constructor(private readonly devices: SignInDevicesRepository) {}

  async record(developerId: string, input: RecordSessionsEndedInput, context: CommandContext): Promise<{ position: number }> {
    const scope = input.scope;
    const by = context.actorId ?? '';
    const problems: Record<string, string[]> = {};
    if (!isUuid(developerId)) problems.developerId = ['must be a developer id'];
    if (typeof scope !== 'string' || !SCOPES.has(scope)) problems.scope = ['must be others or all'];
    if (!isUuid(by)) problems.by = ['must name who ended them (the actor)'];
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
    const result = await retryOnRace(
      () =>
        this.devices.handle(
          developerId,
          { type: 'RecordSessionsEnded', developerId, by, scope: scope as 'others' | 'all', at: new Date().toISOString() },
          context,
        ),
      6,
    );
    return { position: result.lastPosition };
  }
}
