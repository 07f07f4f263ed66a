import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import type { FastifyReply } from 'fastify';
import type { Connection } from 'mongoose';
import { MONGO } from '../../core/mongo.providers';
import { DEVELOPERS, type DeveloperDocument } from '../developer.document';
import { escapeRegex, parseListQuery } from './list-query';

const SORTABLE = { name: 'name', email: 'emailLower', company_name: 'companyName', platform_id: 'platformId', created_at: 'signedUpAt' };

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
      email: doc.email,
      emailConfirmed: doc.emailConfirmed,
      isAdmin: doc.isAdmin,
      isEmployee: doc.isEmployee,
      platformId: doc.platformId,
    };
  }

  /** The admin list; with only `search`, the picker options `{id, email}` the owner filters use. */
  @Get('admin/developers')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const optionsMode = typeof query.search === 'string' && query['filters[search]'] === undefined && query.page === undefined;
    const { page, perPage, search, sort } = parseListQuery(
      optionsMode ? { ...query, 'filters[search]': query.search, per_page: query.per_page ?? '20' } : query,
      SORTABLE,
    );
    const filter = search
      ? { $or: [{ name: { $regex: escapeRegex(search), $options: 'i' } }, { emailLower: { $regex: escapeRegex(search.toLowerCase()) } }] }
      : {};
    const pageOfDocs = this.collection
      .find(filter)
      .sort(sort ? { [sort.field]: sort.direction, _id: 1 } : { signedUpAt: -1, _id: 1 })
      .skip((page - 1) * perPage)
      .limit(perPage)
      .toArray();
    // The picker needs no total: counting scans the collection once more (FerretDB does not push
    // regex filters down to PostgreSQL), and the picker is typed into, so it runs per keystroke.
    if (optionsMode) return (await pageOfDocs).map((d) => ({ id: d._id, email: d.email }));
    const [total, docs] = await Promise.all([this.collection.countDocuments(filter), pageOfDocs]);
    void reply.header('total', String(total)).header('per-page', String(perPage));
    return docs.map((d) => ({
      id: d._id,
      name: d.name,
      company_name: d.companyName,
      email: d.email,
      platform_id: d.platformId,
    }));
  }
}
