import { Controller, Get, Param, Query, Inject, Res } from '@nestjs/common';
import { ForbiddenError, NotFoundError } from '@portal/decider';
import { replyWithVersion, SignedInActor, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import type { Connection } from 'mongoose';
import { MONGO } from '../../core/mongo.providers';
import { OAUTH_CLIENTS, type OAuthClientDocument } from '../../credentials/oauth-client.document';
import { DEVELOPERS } from '../../developers/developer.document';
import { APP_SANDBOXES, DEVELOPER_APPS, type DeveloperAppDocument, type SandboxDocument } from '../app.documents';
import { appView, collaboratorsView, credentialsFacts, invitationsView, roleIn, thumbnailUrl, type PersonDoc } from './app-view';

const NO_SUCH_APP = 'No such app';

/** Apps as their members (and platform admins) see them; anyone else gets 404. */
@Controller()
export class AppsQueryController {
  constructor(@Inject(MONGO) private readonly mongo: Connection) {}

  private get apps() {
    return this.mongo.collection<DeveloperAppDocument>(DEVELOPER_APPS);
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
    const [sandbox, people] = await Promise.all([
      doc.sandboxId ? this.sandboxes.findOne({ _id: doc.sandboxId }) : null,
      this.people(doc.memberIds),
    ]);
    return appView(doc, sandbox, people, role);
  }

  @Get('developer_apps')
  async list(@SignedInActor() actor: Actor) {
    const docs = await this.apps.find({ memberIds: actor.id, deletedAt: null }).sort({ createdAt: -1, _id: 1 }).limit(500).toArray();
    const sandboxes = new Map(
      (await this.sandboxes.find({ _id: { $in: docs.map((d) => d.sandboxId) } }).toArray()).map((s) => [s._id, s] as const),
    );
    return docs.map((doc) => {
      const sandbox = sandboxes.get(doc.sandboxId);
      return {
        id: doc._id,
        name: doc.name,
        internal_name: doc.internalName,
        role: roleIn(doc, actor.id),
        thumbnail_url: thumbnailUrl(doc.thumbnailKey),
        has_sandbox: sandbox !== undefined,
        sandbox_status: sandbox?.status ?? null,
        created_at: doc.createdAt,
        updated_at: doc.updatedAt,
      };
    });
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
    const [app, client] = await Promise.all([
      this.full(doc, role),
      this.mongo.collection<OAuthClientDocument>(OAUTH_CLIENTS).findOne({ _id: doc.uid }),
    ]);
    return { ...app, ...credentialsFacts(doc, client) };
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
