import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { appendDecisions, type CommandContext, type PgEventStore } from '@portal/eventsourcing';
import { createdThenDeletedError, EVENT_STORE, idempotentId, keyAlreadySpent, reusedKeyError, type Actor } from '@portal/service-runtime';
import { SandboxesRepository } from '../../sandboxes/sandboxes.repository';
import type { AppCommand } from '../app.decider';
import { AppsRepository } from '../apps.repository';

/** The production OAuth client id: random and URL-safe. */
export const newClientId = (): string => randomBytes(24).toString('base64url');

export interface CreatedApp {
  appId: string;
  sandboxId: string;
  positions: number[];
  /** The key's first create made it: this one changed nothing. */
  replayed: boolean;
}

@Injectable()
export class CreateAppHandler {
  constructor(
    private readonly apps: AppsRepository,
    private readonly sandboxes: SandboxesRepository,
    @Inject(EVENT_STORE) private readonly store: PgEventStore,
  ) {}

  async create(input: { internal_name?: unknown }, actor: Actor, context: CommandContext, idempotencyKey?: string): Promise<CreatedApp> {
    const appId = idempotentId('developer_apps', actor.id, idempotencyKey);
    const sandboxId = idempotentId('developer_apps.sandbox', actor.id, idempotencyKey);
    const at = new Date().toISOString();
    const command: AppCommand = {
      type: 'CreateApp',
      appId,
      uid: newClientId(),
      ownerId: actor.id,
      internalName: typeof input.internal_name === 'string' ? input.internal_name : '',
      sandboxId,
      at,
    };
    try {
      const app = await this.apps.decide(appId, command);
      const sandbox = await this.sandboxes.decide(sandboxId, { type: 'RequestSandbox', sandboxId, appId, at });
      // The app and its first sandbox commit together: never an app without its sandbox record.
      const [created, requested] = await appendDecisions(this.store, [app, sandbox], { context });
      return { appId, sandboxId, positions: [created!.lastPosition, requested!.lastPosition], replayed: false };
    } catch (error) {
      if (idempotencyKey === undefined || !keyAlreadySpent(error)) throw error;
      return this.replay(command, sandboxId);
    }
  }

  /** The key's first send made the app: the same request answers with it, another is refused. */
  private async replay(command: AppCommand & { type: 'CreateApp' }, sandboxId: string): Promise<CreatedApp> {
    const { appId } = command;
    if (!(await this.apps.beganWith(appId, command, ['uid', 'createdAt']))) throw reusedKeyError('an app with another name');
    const [app, sandbox] = await Promise.all([this.apps.load(appId), this.sandboxes.load(sandboxId)]);
    if (app.state.deletedAt) throw createdThenDeletedError('app');
    return { appId, sandboxId, positions: [app.position, sandbox.position], replayed: true };
  }
}
