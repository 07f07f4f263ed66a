import { Controller, Get, Param } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { DevelopersRepository, profileOf } from '../developers.repository';

/** The write side's own view of a developer, for session checks that must not lag behind. */
@Controller()
export class ProfileController {
  constructor(private readonly developers: DevelopersRepository) {}

  @Get('developers/:id')
  async profile(@Param('id') id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFoundError('No such developer');
    const { state } = await this.developers.load(id);
    if (!state.exists) throw new NotFoundError('No such developer');
    return profileOf(state);
  }
}
