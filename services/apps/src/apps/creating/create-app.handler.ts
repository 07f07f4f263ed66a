import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, isDomainError, ValidationError } from '@portal/decider';
import { appendDecisions, type CommandContext, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE, idempotentId, type Actor } from '@portal/service-runtime';
import { SandboxesRepository } from '../../sandboxes/sandboxes.repository';
import { AppsRepository } from '../apps.repository';
import type { AppCreated } from '../app.events';

/** The production OAuth client id: random and URL-safe. */
export const newClientId = (): string => randomBytes(24).toString('base64url');

export const REUSED_KEY_MESSAGE = 'This Idempotency-Key was already used to create an app with another name: send a new key';

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
    const internalName = typeof input.internal_name === 'string' ? input.internal_name : '';
    try {
      const at = new Date().toISOString();
      const app = await this.apps.decide(appId, {
        type: 'CreateApp',
        appId,
        uid: newClientId(),
        ownerId: actor.id,
        internalName,
        sandboxId,
        at,
      });
      const sandbox = await this.sandboxes.decide(sandboxId, { type: 'RequestSandbox', sandboxId, appId, at });
      // The app and its first sandbox commit together: never an app without its sandbox record.
      const [created, requested] = await appendDecisions(this.store, [app, sandbox], { context });
      return { appId, sandboxId, positions: [created!.lastPosition, requested!.lastPosition], replayed: false };
    } catch (error) {
      // The key's app exists (sent again, or two sends raced and the other committed first).
      const taken = isDomainError(error) && (error.code === 'conflict' || error.code === 'version_conflict');
      if (idempotencyKey === undefined || !taken) throw error;
      return this.replay(appId, sandboxId, internalName);
    }
  }

  private async replay(appId: string, sandboxId: string, internalName: string): Promise<CreatedApp> {
    const [{ events }, app, sandbox] = await Promise.all([
      this.apps.readEvents(appId),
      this.apps.load(appId),
      this.sandboxes.load(sandboxId),
    ]);
    const creation = events[0];
    const createdName = creation?.type === 'apps.app.created' ? (creation.data as AppCreated['data']).internalName : undefined;
    if (createdName !== internalName.trim()) {
      throw new ValidationError({ 'Idempotency-Key': [REUSED_KEY_MESSAGE] }, REUSED_KEY_MESSAGE);
    }
    if (app.state.deletedAt)
      throw new ConflictError('The app this Idempotency-Key created has been deleted: send a new key to create another');
    return { appId, sandboxId, positions: [app.position, sandbox.position], replayed: true };
  }
}
