import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import type { Actor } from '@portal/service-runtime';
import { QUOTA_CONFIG, type QuotaConfig } from '../core/quota.config';
import { requireServer } from '../core/known-server';
import { requireAdmin } from '../core/admin-only';
import { NotFoundError } from '@portal/decider';
import { BUCKET_NOT_FOUND, type Bucket, type BucketCommand } from './bucket.decider';
import type { BucketInput } from './bucket.rules';
import { BucketsRepository } from './buckets.repository';
import { writeBucketRow } from './buckets.table';
import { toBucketView, type BucketView } from './bucket.view';

export interface WrittenBucket {
  view: BucketView | null;
  version: number;
}

/** Define, change and delete: load the bucket's stream, decide, append with its row in one transaction. */
@Injectable()
export class WritingBucketsHandler {
  constructor(
    private readonly buckets: BucketsRepository,
    @Inject(QUOTA_CONFIG) private readonly config: QuotaConfig,
  ) {}

  define(server: string, input: BucketInput, actor: Actor, context: CommandContext): Promise<WrittenBucket> {
    requireAdmin(actor);
    requireServer(this.config.servers, server);
    const bucketId = randomUUID();
    return this.run(server, bucketId, { type: 'DefineBucket', server, bucketId, input, actorId: actor.id, at: now() }, context);
  }

  change(server: string, bucketId: string, input: BucketInput, actor: Actor, context: CommandContext, ifMatch?: readonly number[]) {
    requireAdmin(actor);
    requireServer(this.config.servers, server);
    return this.run(server, bucketId, { type: 'ChangeBucket', input, actorId: actor.id, at: now() }, context, ifMatch);
  }

  remove(server: string, bucketId: string, actor: Actor, context: CommandContext, ifMatch?: readonly number[]) {
    requireAdmin(actor);
    requireServer(this.config.servers, server);
    return this.run(server, bucketId, { type: 'DeleteBucket', actorId: actor.id, at: now() }, context, ifMatch);
  }

  private async run(
    server: string,
    bucketId: string,
    command: BucketCommand,
    context: CommandContext,
    ifMatch?: readonly number[],
  ): Promise<WrittenBucket> {
    if (!UUID.test(bucketId)) throw new NotFoundError(BUCKET_NOT_FOUND);
    if (command.type !== 'DefineBucket') await this.requireOnServer(server, bucketId);
    const result = await this.buckets.handle(bucketId, command, context, {
      ifMatch,
      inTransaction: async (client, decision) => {
        if (decision.events.length === 0 || !decision.state.definition) return;
        const version = decision.loaded.version + decision.events.length;
        await writeBucketRow(client, decision.state.definition, version, decision.state.deleted);
      },
    });
    const state: Bucket = result.state;
    const definition = state.definition!;
    const view = state.deleted
      ? null
      : toBucketView({
          bucket_id: definition.bucketId,
          server: definition.server,
          name: definition.name,
          domain: definition.domain,
          client_id: definition.clientId,
          company_id: definition.companyId,
          templates: definition.templates,
          version: result.nextExpectedVersion,
          updated_at: definition.at,
        });
    return { view, version: result.nextExpectedVersion };
  }

  /** A bucket id is addressed under its own server only. */
  private async requireOnServer(server: string, bucketId: string): Promise<void> {
    const { state } = await this.buckets.load(bucketId);
    if (!state.definition || state.deleted || state.definition.server !== server) throw new NotFoundError(BUCKET_NOT_FOUND);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const now = () => new Date().toISOString();
