import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import type { Actor } from '@portal/service-runtime';
import { SandboxesRepository } from '../../sandboxes/sandboxes.repository';
import { AppsRepository } from '../apps.repository';

/** The production OAuth client id: random and URL-safe. */
export const newClientId = (): string => randomBytes(24).toString('base64url');

@Injectable()
export class CreateAppHandler {
  constructor(
    private readonly apps: AppsRepository,
    private readonly sandboxes: SandboxesRepository,
  ) {}

  async create(input: { internal_name?: unknown }, actor: Actor, context: CommandContext) {
    const appId = randomUUID();
    const sandboxId = randomUUID();
    const at = new Date().toISOString();
    const created = await this.apps.handle(
      appId,
      {
        type: 'CreateApp',
        appId,
        uid: newClientId(),
        ownerId: actor.id,
        internalName: typeof input.internal_name === 'string' ? input.internal_name : '',
        sandboxId,
        at,
      },
      context,
    );
    // The sandbox is its own stream; requested right after the app commits.
    const requested = await this.sandboxes.handle(sandboxId, { type: 'RequestSandbox', sandboxId, appId, at }, context);
    return { appId, sandboxId, positions: [created.lastPosition, requested.lastPosition] };
  }
}
