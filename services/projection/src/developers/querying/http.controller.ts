import { Controller, Get, Inject, Param } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import type { Connection } from 'mongoose';
import { MONGO } from '../../core/mongo.providers';
import { DEVELOPERS, type DeveloperDocument } from '../developer.document';

/** One developer's document by id (the admin list and the pickers read the `developers` read table). */
@Controller()
export class DevelopersQueryController {
  constructor(@Inject(MONGO) private readonly mongo: Connection) {}

  private get collection() {
    return this.mongo.collection<DeveloperDocument>(DEVELOPERS);
  }

  @Get('developers/:id')
  async one(@Param('id') id: string) {
    const doc = await this.collection.findOne({ _id: id });
    if (!doc) throw new NotFoundError('No such developer');
    return {
      id: doc._id,
      firstName: doc.firstName,
      lastName: doc.lastName,
      companyName: doc.companyName ?? null,
      email: doc.email,
      emailConfirmed: doc.emailConfirmed,
      pendingEmail: doc.pendingEmail ?? null,
      twoFactorEnabled: Boolean(doc.twoFactorEnabledAt),
      twoFactorEnabledAt: doc.twoFactorEnabledAt ?? null,
      recoveryCodesLeft: doc.recoveryCodesLeft ?? 0,
      isAdmin: doc.isAdmin,
      isEmployee: doc.isEmployee,
      platformId: doc.platformId,
    };
  }
}
