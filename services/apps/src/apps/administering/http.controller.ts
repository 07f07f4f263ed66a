import { Body, Controller, Delete, Get, HttpCode, Headers, Inject, Param, Patch, Post, Put, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, parseIfMatch, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { SOURCE } from '../../core/source';
import type { Contact } from '../app.decider';
import type { SettingsInput } from '../changing-settings/change-settings.handler';
import { AdminAppsHandler, type AdminInput } from './admin.handler';

/** A contact as the admin app view lists it (the projection's app view builds the same link). */
const contactView = (appId: string, contact: Contact) => ({
  id: contact.id,
  name: contact.name,
  email: contact.email,
  links: { edit: `/admin/developer_apps/${appId}/contacts/${contact.id}/edit` },
});

@Controller()
export class AdminAppsController {
  constructor(
    private readonly handler: AdminAppsHandler,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  /** Application settings the admin page needs (the marketplace toggle shows only when on). */
  @Get('application_settings')
  settings() {
    return { marketplace_self_service_enabled: this.config.marketplaceSelfService, edition: this.config.edition };
  }

  @Patch('admin/developer_apps/:id')
  async update(
    @Param('id') id: string,
    @Body() body: { developer_app?: AdminInput; sandbox_attributes?: { redirect_uri?: unknown; allowed_cors_domain?: unknown } },
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    replyWithPositions(reply, SOURCE, (await this.handler.update(id, body ?? {}, actor, context, parseIfMatch(ifMatch))).positions);
    return { id };
  }

  @Put('admin/developer_apps/:id')
  async logo(
    @Param('id') id: string,
    @Body() body: { developer_app?: SettingsInput },
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    replyWithPositions(reply, SOURCE, (await this.handler.changeLogo(id, body ?? {}, actor, context)).positions);
    return { id };
  }

  @Post('admin/developer_apps/:id/contacts')
  @HttpCode(201)
  async addContact(
    @Param('id') id: string,
    @Body() body: { name?: unknown; email?: unknown },
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { contact, positions } = await this.handler.addContact(id, body ?? {}, actor, context);
    replyWithPositions(reply, SOURCE, positions);
    return contactView(id, contact);
  }

  @Patch('admin/developer_apps/:id/contacts/:contactId')
  async changeContact(
    @Param('id') id: string,
    @Param('contactId') contactId: string,
    @Body() body: { name?: unknown; email?: unknown },
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { contact, positions } = await this.handler.changeContact(id, contactId, body ?? {}, actor, context);
    replyWithPositions(reply, SOURCE, positions);
    return contactView(id, contact);
  }

  @Delete('admin/developer_apps/:id/contacts/:contactId')
  @HttpCode(204)
  async removeContact(
    @Param('id') id: string,
    @Param('contactId') contactId: string,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    replyWithPositions(reply, SOURCE, (await this.handler.removeContact(id, contactId, actor, context)).positions);
  }

  @Put('admin/developer_apps/:id/owner')
  async changeOwner(
    @Param('id') id: string,
    @Body() body: { developer_id?: unknown },
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    replyWithPositions(reply, SOURCE, (await this.handler.changeOwner(id, body ?? {}, actor, context)).positions);
    return { id };
  }
}
