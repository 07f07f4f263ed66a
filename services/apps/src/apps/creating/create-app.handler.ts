import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { appendDecisions, type CommandContext, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE, type Actor } from '@portal/service-runtime';
import { SandboxesRepository } from '../../sandboxes/sandboxes.repository';
import { AppsRepository } from '../apps.repository';

/** The production OAuth client id: random and URL-safe. */
export const newClientId = (): string => randomBytes(24).toString('base64url');

@Injectable()
export class CreateAppHandler {
  constructor(
    private readonly apps: AppsRepository,
    private readonly sandboxes: SandboxesRepository,
    @Inject(EVENT_STORE) private readonly store: PgEventStore,
  ) {}

  async create(input: { internal_name?: unknown }, actor: Actor, context: CommandContext) {
    const appId = randomUUID();
    const sandboxId = randomUUID();
    const at = new Date().toISOString();
    const app = await this.apps.decide(appId, {
      type: 'CreateApp',
      appId,
      uid: newClientId(),
      ownerId: actor.id,
      internalName: typeof input.internal_name === 'string' ? input.internal_name : '',
      sandboxId,
      at,
    });
    const sandbox = await this.sandboxes.decide(sandboxId, { type: 'RequestSandbox', sandboxId, appId, at });
    // The app and its first sandbox commit together: never an app without its sandbox record.
    const [created, requested] = await appendDecisions(this.store, [app, sandbox], { context });
    return { appId, sandboxId, positions: [created!.lastPosition, requested!.lastPosition] };
  }
}
