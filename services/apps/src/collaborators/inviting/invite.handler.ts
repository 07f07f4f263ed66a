import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import type { Actor } from '@portal/service-runtime';
import { authorize, isUuid, NO_SUCH_APP } from '../../apps/app-access';
import { AppsRepository } from '../../apps/apps.repository';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { DevelopersDirectory } from '../../developers/developers.directory';
import { invitationView } from '../invitation.view';

@Injectable()
export class InviteHandler {
  constructor(
    private readonly apps: AppsRepository,
    private readonly directory: DevelopersDirectory,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  async invite(input: { developer_app_id?: unknown; email?: unknown; role?: unknown }, actor: Actor, context: CommandContext) {
    const appId = input.developer_app_id;
    if (!isUuid(appId)) throw new NotFoundError(NO_SUCH_APP);
    const { state } = await this.apps.load(appId);
    authorize(state, actor, this.config.edition === 'restricted', 'update_collaborators');
    const members = await this.directory.findMany(Object.keys(state.members));
    const invitationId = randomUUID();
    const result = await this.apps.handle(
      appId,
      {
        type: 'Invite',
        invitationId,
        email: typeof input.email === 'string' ? input.email : '',
        role: typeof input.role === 'string' ? input.role : '',
        memberEmails: members.map((m) => m.email),
        at: new Date().toISOString(),
      },
      context,
    );
    return {
      invitation: invitationView(appId, invitationId, result.state.invitations[invitationId]!),
      positions: [result.lastPosition],
    };
  }
}
