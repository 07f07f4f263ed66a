import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { createdThenDeletedError, idempotentId, keyAlreadySpent, reusedKeyError, type Actor } from '@portal/service-runtime';
import { QUOTA_CONFIG, type QuotaConfig } from '../core/quota.config';
import { requireServer } from '../core/known-server';
import { requireAdmin } from '../core/admin-only';
import { NotFoundError } from '@portal/decider';
import { BUCKET_NOT_FOUND, type Bucket, type BucketCommand, type DefineBucket } from './bucket.decider';
import type { BucketInput } from './bucket.rules';
import { BucketsRepository } from './buckets.repository';
import { writeBucketRow } from './buckets.table';
import { toBucketView, type BucketView } from './bucket.view';

export interface WrittenBucket {
  view: BucketView | null;
  version: number;
  /** A define repeated with its Idempotency-Key: the first send made the bucket, this one changed nothing. */
  replayed?: boolean;
}

/** Define, change and delete: load the bucket's stream, decide, append with its row in one transaction. */
@Injectable()
export class WritingBucketsHandler {
  constructor(
    private readonly buckets: BucketsRepository,
    @Inject(QUOTA_CONFIG) private readonly config: QuotaConfig,
  ) {}

  /**
   * With an Idempotency-Key the bucket's id comes from the key (per server: one key may make the same
   * bucket on every environment), so a submit sent again after a timeout meets its own bucket instead
   * of the duplicate-criteria refusal.
   */
  async define(server: string, input: BucketInput, actor: Actor, context: CommandContext, idempotencyKey?: string): Promise<WrittenBucket> {
    requireAdmin(actor);
    requireServer(this.config.servers, server);
    const bucketId = idempotentId(`quota_buckets:${server}`, actor.id, idempotencyKey);
    const command: DefineBucket = { type: 'DefineBucket', server, bucketId, input, actorId: actor.id, at: now() };
    try {
      return await this.run(server, bucketId, command, context);
    } catch (error) {
      if (idempotencyKey === undefined || !keyAlreadySpent(error)) throw error;
      return this.replay(command);
    }
  }

  /** The key's first send made the bucket: the same bucket answers with it (as it is now), another is refused. */
  private async replay(command: DefineBucket): Promise<WrittenBucket> {
    if (!(await this.buckets.beganWith(command.bucketId, command, ['at']))) throw reusedKeyError('another bucket');
    const { state, version } = await this.buckets.load(command.bucketId);
    if (state.deleted) throw createdThenDeletedError('bucket');
    return { view: viewOf(state, version), version, replayed: true };
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
    return { view: viewOf(result.state, result.nextExpectedVersion), version: result.nextExpectedVersion };
  }

  /** A bucket id is addressed under its own server only. */
  private async requireOnServer(server: string, bucketId: string): Promise<void> {
    const { state } = await this.buckets.load(bucketId);
    if (!state.definition || state.deleted || state.definition.server !== server) throw new NotFoundError(BUCKET_NOT_FOUND);
  }
}

const viewOf = (state: Bucket, version: number): BucketView | null => {
  const definition = state.definition!;
  if (state.deleted) return null;
  return toBucketView({
    bucket_id: definition.bucketId,
    server: definition.server,
    name: definition.name,
    domain: definition.domain,
    client_id: definition.clientId,
    company_id: definition.companyId,
    templates: definition.templates,
    version,
    updated_at: definition.at,
  });
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const now = () => new Date().toISOString();
