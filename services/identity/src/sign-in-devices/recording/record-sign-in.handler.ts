import { Injectable } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { isUuid } from '../../core/uuid';
import { SignInDevicesRepository } from '../sign-in-devices.repository';

const DEVICE_KEY = /^[0-9a-f]{64}$/;
const DEVICE_MAX = 60;
const IP_MAX = 45;

export interface RecordSignInInput {
  deviceKey?: unknown;
  device?: unknown;
  ipAddress?: unknown;
  atSignUp?: unknown;
}

/**
 * A completed sign-in (or sign-up) in some browser: remembered by its device cookie's hash, and a browser the account
 * has not used before is recorded, which mails the developer. Sign-ins of one account race here from many browsers
 * at once (the seeded admin in a test run), so a lost race decides again.
 */
@Injectable()
export class RecordSignInHandler {
  constructor(private readonly devices: SignInDevicesRepository) {}

  async record(
    developerId: string,
    input: RecordSignInInput,
    context: CommandContext,
  ): Promise<{ newDevice: boolean; firstDevice: boolean }> {
    const deviceKey = typeof input.deviceKey === 'string' ? input.deviceKey : '';
    const device = typeof input.device === 'string' ? input.device.trim().slice(0, DEVICE_MAX) : '';
    const ipAddress = typeof input.ipAddress === 'string' && input.ipAddress ? input.ipAddress.slice(0, IP_MAX) : null;
    const problems: Record<string, string[]> = {};
    if (!isUuid(developerId)) problems.developerId = ['must be a developer id'];
    if (!DEVICE_KEY.test(deviceKey)) problems.deviceKey = ['must be a SHA-256 in hex'];
    if (!device) problems.device = ["can't be blank"];
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
    const result = await retryOnRace(
      () =>
        this.devices.handle(
          developerId,
          {
            type: 'RecordSignIn',
            developerId,
            deviceKey,
            device,
            ipAddress,
            atSignUp: input.atSignUp === true,
            at: new Date().toISOString(),
          },
          { ...context, actorId: context.actorId ?? developerId },
        ),
      6,
    );
    const added = result.envelopes[0]?.data as { firstDevice?: boolean } | undefined;
    return { newDevice: added !== undefined, firstDevice: added?.firstDevice ?? false };
  }
}
