import { Injectable } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { isUuid } from '../../core/uuid';
import { SignInDevicesRepository } from '../sign-in-devices.repository';

const SCOPES = new Set(['one', 'others', 'all']);
/** As long as a recorded device's label may be (`device_added`). */
const DEVICE_MAX = 60;

export interface RecordSessionsEndedInput {
  scope?: unknown;
  /** `one`: the browser that session was on, as the sessions list named it. */
  device?: unknown;
}

/**
 * The gateway ended one of an account's sessions, or many at once (they live in its store, not here): recorded on the
 * account's sign-in history for its security log, naming who did it (the command's actor).
 */
@Injectable()
export class RecordSessionsEndedHandler {
  constructor(private readonly devices: SignInDevicesRepository) {}

  async record(developerId: string, input: RecordSessionsEndedInput, context: CommandContext): Promise<{ position: number }> {
    const { scope, device } = input;
    const by = context.actorId ?? '';
    const problems: Record<string, string[]> = {};
    if (!isUuid(developerId)) problems.developerId = ['must be a developer id'];
    if (typeof scope !== 'string' || !SCOPES.has(scope)) problems.scope = ['must be one, others or all'];
    if (device !== undefined && (scope !== 'one' || typeof device !== 'string' || device.length === 0 || device.length > DEVICE_MAX))
      problems.device = [`must be the ended session's browser, 1 to ${DEVICE_MAX} characters, with scope one`];
    if (!isUuid(by)) problems.by = ['must name who ended them (the actor)'];
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
    const result = await retryOnRace(
      () =>
        this.devices.handle(
          developerId,
          {
            type: 'RecordSessionsEnded',
            developerId,
            by,
            scope: scope as 'one' | 'others' | 'all',
            ...(typeof device === 'string' ? { device } : {}),
            at: new Date().toISOString(),
          },
          context,
        ),
      6,
    );
    return { position: result.lastPosition };
  }
}
