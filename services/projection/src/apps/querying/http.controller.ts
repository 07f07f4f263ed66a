import { Controller, Get, Param, Query, Inject, Res } from '@nestjs/common';
import { ForbiddenError, NotFoundError } from '@portal/decider';
import { replyWithVersion, SignedInActor, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import type { Connection } from 'mongoose';
import type { Pool } from 'pg';
import { MONGO } from '../../core/mongo.providers';
import { isoOrNull } from '../../core/pg/list-page';
import { PG_POOL } from '../../core/pg/pg.providers';
import { OAUTH_CLIENTS, type OAuthClientDocument } from '../../credentials/oauth-client.document';
import { DEVELOPERS } from '../../developers/developer.document';
import { APP_SANDBOXES, DEVELOPER_APPS, type DeveloperAppDocument, type SandboxDocument } from '../app.documents';
import { appView, collaboratorsView, credentialsFacts, invitationsView, roleIn, thumbnailUrl, type PersonDoc } from './app-view';
import { ownAppsQuery, type OwnAppRow } from './own-apps.sql';

const NO_SUCH_APP = 'No such app';

/** Where an app's listing stands (the admin General tab's "App listing"): the copy on the app's row, as its owner's list reads it. */
const LISTING_SQL = 'SELECT marketplace_listing FROM developer_apps WHERE id = $1';

/** Apps as their members (and platform admins) see them; anyone else gets 404. */
@Controller()
export class AppsQueryController {
  constructor(
    @Inject(MONGO) private readonly mongo: Connection,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  private get apps() {
    return this.mongo.collection<DeveloperAppDocument>(DEVELOPER_APPS);
  }

  private get clientDocs() {
    return this.mongo.collection<OAuthClientDocument>(OAUTH_CLIENTS);
  }

  private get sandboxes() {
    return this.mongo.collection<SandboxDocument>(APP_SANDBOXES);
  }

  /** One `_id` read per member: FerretDB pushes `_id` equality down, but scans the collection for `$in`. */
  private async people(ids: string[]): Promise<Map<string, PersonDoc>> {
    const developers = this.mongo.collection<PersonDoc>(DEVELOPERS);
    const docs = await Promise.all([...new Set(ids)].map((id) => developers.findOne({ _id: id })));
    return new Map(docs.filter((d) => d !== null).map((d) => [d._id, d]));
  }

  /** The app if the actor may see it: a member (not deleted) or a platform admin. */
  private async visible(id: string, actor: Actor, adminView = false) {
    const doc = await this.apps.findOne({ _id: id });
    if (!doc) throw new NotFoundError(NO_SUCH_APP);
    const role = roleIn(doc, actor.id);
    if (adminView) {
      if (!actor.isAdmin) throw new ForbiddenError('Administrators only');
    } else if (!actor.isAdmin && (role === null || doc.deletedAt !== null)) {
      throw new NotFoundError(NO_SUCH_APP);
    }
    return { doc, role };
  }

  private async full(doc: DeveloperAppDocument, role: ReturnType<typeof roleIn>) {
    // No sandbox, no query: FerretDB scans the whole collection for `_id: null`.
    // The grant types come from the OAuth clients (production: the app's uid; sandbox: its client id).
    const [sandbox, people, production] = await Promise.all([
      doc.sandboxId ? this.sandboxes.findOne({ _id: doc.sandboxId }) : null,
      this.people(doc.memberIds),
      doc.uid ? this.clientDocs.findOne({ _id: doc.uid }) : null,
    ]);
    const sandboxClient = sandbox?.clientId ? await this.clientDocs.findOne({ _id: sandbox.clientId }) : null;
    return appView(doc, sandbox, people, role, { production, sandbox: sandboxClient });
  }

  /** The viewer's live apps, newest first: their rows carry where each stands (own-apps.sql.ts). */
  @Get('developer_apps')
  async list(@SignedInActor() actor: Actor) {
    const { rows } = await this.pool.query<OwnAppRow>(ownAppsQuery(actor.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      internal_name: row.internal_name,
      role: row.role,
      thumbnail_url: thumbnailUrl(row.thumbnail_key),
      has_sandbox: row.sandbox_status !== null,
      sandbox_status: row.sandbox_status,
      newest_sandbox_version: row.newest_sandbox_version,
      newest_production_version: row.newest_production_version,
      marketplace_listing: row.marketplace_listing,
      created_at: isoOrNull(row.created_at),
      updated_at: isoOrNull(row.updated_at),
    }));
  }

  @Get('developer_apps/:id')
  async one(@Param('id') id: string, @SignedInActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply) {
    const { doc, role } = await this.visible(id, actor);
    replyWithVersion(reply, doc._rev);
    return this.full(doc, role);
  }

  @Get('admin/developer_apps/:id')
  async adminOne(@Param('id') id: string, @SignedInActor() actor: Actor) {
    const { doc, role } = await this.visible(id, actor, true);
    // The production client's id is the app's uid.
    const [app, client, listing] = await Promise.all([
      this.full(doc, role),
      this.mongo.collection<OAuthClientDocument>(OAUTH_CLIENTS).findOne({ _id: doc.uid }),
      this.pool.query<Pick<OwnAppRow, 'marketplace_listing'>>(LISTING_SQL, [doc._id]),
    ]);
    return { ...app, ...credentialsFacts(doc, client), marketplace_listing: listing.rows[0]?.marketplace_listing ?? null };
  }

  @Get('collaborators')
  async collaborators(@Query('developer_app_id') id: string, @SignedInActor() actor: Actor) {
    const { doc } = await this.visible(String(id), actor);
    return collaboratorsView(doc, await this.people(doc.memberIds));
  }

  @Get('invitations')
  async invitations(@Query('developer_app_id') id: string, @SignedInActor() actor: Actor) {
    const { doc } = await this.visible(String(id), actor);
    return invitationsView(doc);
  }
}
