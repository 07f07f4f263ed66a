import { Injectable } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { profileFields, type ProfileInput } from '../administering/administer-developer';
import { DevelopersRepository, profileOf } from '../developers.repository';

/** The developer's own edit of name and company, with the admin edit's rules and words. */
@Injectable()
export class EditProfileHandler {
  constructor(private readonly developers: DevelopersRepository) {}

  async edit(developerId: string, input: ProfileInput, context: CommandContext) {
    const errors: Record<string, string[]> = {};
    const fields = profileFields(input, errors);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const result = await this.developers.handle(
      developerId,
      { type: 'ChangeProfile', by: developerId, ...fields, at: new Date().toISOString() },
      context,
    );
    return { profile: profileOf(result.state), position: result.lastPosition };
  }
}
