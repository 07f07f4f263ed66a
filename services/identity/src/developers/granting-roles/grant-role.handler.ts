import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import type { DeveloperRole } from '../developer.events';
import { DevelopersRepository } from '../developers.repository';

@Injectable()
export class GrantRoleHandler {
  constructor(private readonly developers: DevelopersRepository) {}

  async grant(developerId: string, role: DeveloperRole, context: CommandContext) {
    const result = await this.developers.handle(developerId, { type: 'GrantRole', role, at: new Date().toISOString() }, context);
    return { position: result.lastPosition };
  }
}
