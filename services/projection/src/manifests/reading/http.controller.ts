import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { NotFoundError, ValidationError } from '@portal/decider';
import { parseListQuery, SqlParams, type ListSpec } from '@portal/list-query';
import { etagFor, replyWithVersion, SignedInActor, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import type { Connection } from 'mongoose';
import type { Pool } from 'pg';
import { MONGO } from '../../core/mongo.providers';
import { answerPage, isoOrNull } from '../../core/pg/list-page';
import { PG_POOL } from '../../core/pg/pg.providers';
import {
  APP_MANIFESTS,
  MANIFEST_VERSIONS,
  readContent,
  type AppManifestsDocument,
  type ManifestVersionDocument,
} from '../manifest.documents';

export const NO_SUCH_VERSION = 'No such manifest version';
const NO_SUCH_APP = 'No such app';
const VERSIONS_PER_PAGE = '100';

const VERSION_LIST: ListSpec<'created_at', 'developer_app_id' | 'versionable_type'> = {
  sortable: { created_at: 'created_at' },
  defaultSort: '-created_at',
  filters: { developer_app_id: 'text', versionable_type: 'text' },
};

const ENVIRONMENTS: Record<string, string> = { Sandbox: 'sandbox', ProductionEnvironment: 'production' };

/** `AppVersionSummary`: an `app_versions` row as the API names it. */
export const versionSummary = (row: Record<string, unknown>) => ({
  id: row.id,
  developer_app_id: row.app_id,
  app_version_id: row.app_version_key,
  environment_type: row.environment === 'sandbox' ? 'Sandbox' : 'ProductionEnvironment',
  version: row.number,
  semantic_version: row.semantic_version ?? null,
  schema_version: row.schema_version,
  state: row.state,
  review_status: row.review_status,
  submittable: row.submittable === true,
  promotable: row.promotable === true,
  published_to_marketplace: row.published_to_marketplace === true,
  created_at: isoOrNull(row.created_at),
  changelog: row.changelog ?? null,
  developer_notes: row.developer_notes ?? null,
  admin_notes: row.admin_notes ?? null,
  auth_code_locked: row.auth_code_locked === true,
  auth_code_capable: row.auth_code_capable === true,
  grant_type: row.grant_type,
});

/**
 * An app's manifest versions, as its members (owner, admin, developer) and platform admins see
 * them: the list and flags from the `app_versions` read table, the contents from the documents.
 * Anyone else gets 404, so an app's existence does not leak.
 */
@Controller()
export class ManifestReadsController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(MONGO) private readonly mongo: Connection,
  ) {}

  private async mustSee(appId: string, actor: Actor, notFound: string): Promise<void> {
    const { rows } = await this.pool.query<{ member: boolean; deleted: boolean }>(
      'SELECT members ? $2 AS member, deleted_at IS NOT NULL AS deleted FROM developer_apps WHERE id = $1',
      [appId, actor.id],
    );
    const app = rows[0];
    if (!app || (!actor.isAdmin && (!app.member || app.deleted))) throw new NotFoundError(notFound);
  }

  @Get('manifests')
  async list(@Query() query: Record<string, unknown>, @SignedInActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply) {
    const request = parseListQuery({ per_page: VERSIONS_PER_PAGE, ...query }, VERSION_LIST);
    const { developer_app_id: appId, versionable_type: type } = request.filters;
    if (typeof appId !== 'string' || appId === '') {
      throw new ValidationError({ 'filters[developer_app_id]': ['filters[developer_app_id] is required'] });
    }
    if (type !== undefined && (typeof type !== 'string' || !(type in ENVIRONMENTS))) {
      throw new ValidationError({ 'filters[versionable_type]': ['filters[versionable_type] must be Sandbox or ProductionEnvironment'] });
    }
    await this.mustSee(appId, actor, NO_SUCH_APP);
    const params = new SqlParams();
    const where = [`app_id = ${params.add(appId)}`];
    if (typeof type === 'string') where.push(`environment = ${params.add(ENVIRONMENTS[type])}`);
    const data = await answerPage(this.pool, request, { table: 'app_versions', where, params, select: 'r.*' }, reply, versionSummary);
    return { data };
  }

  @Get('app_versioned_manifests/:id')
  async one(@Param('id') id: string, @SignedInActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply) {
    const { rows } = await this.pool.query<Record<string, unknown> & { app_id: string; stream_rev: number }>(
      `SELECT v.*, s.rev AS stream_rev FROM app_versions v JOIN app_manifest_streams s ON s.id = v.app_id WHERE v.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new NotFoundError(NO_SUCH_VERSION);
    await this.mustSee(row.app_id, actor, NO_SUCH_VERSION);
    const [doc, head] = await Promise.all([
      this.mongo.collection<ManifestVersionDocument>(MANIFEST_VERSIONS).findOne({ _id: id }),
      this.mongo.collection<AppManifestsDocument>(APP_MANIFESTS).findOne({ _id: row.app_id }),
    ]);
    if (!doc) throw new NotFoundError(NO_SUCH_VERSION);
    replyWithVersion(reply, row.stream_rev);
    return {
      data: {
        ...versionSummary(row),
        content: readContent(doc.content),
        configured_manifest_content: readContent(doc.configuredContent),
        next_version_content: readContent(head?.nextVersionContent),
        etag: etagFor(row.stream_rev),
      },
    };
  }
}
