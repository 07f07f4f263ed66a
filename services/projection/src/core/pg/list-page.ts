import { pageSql, pagingHeaders, readPage, type ListRequest, type PageQuery, type SqlParams } from '@portal/list-query';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { LIST_COUNTS } from './row-store';

/** Runs the page the request asks for and answers its rows, with the paging headers on the reply. */
export const answerPage = async <T>(
  pool: Pool,
  request: Pick<ListRequest, 'sort' | 'offset' | 'perPage'>,
  list: Omit<PageQuery, 'sort' | 'offset' | 'perPage'>,
  reply: FastifyReply,
  toItem: (row: Record<string, unknown>) => T,
): Promise<T[]> => {
  const query: PageQuery = { ...list, sort: request.sort, offset: request.offset, perPage: request.perPage };
  const { text, values } = pageSql(query);
  const { rows } = await pool.query<{ total: number }>(text, values);
  const { total, items } = readPage(rows, toItem);
  void reply.headers(pagingHeaders(total, query.perPage));
  return items;
};

/** The total of an unfiltered list from its maintained counter (read-tables.ts names the keys). */
export const countedTotal = (params: SqlParams, key: string): string => `SELECT n FROM ${LIST_COUNTS} WHERE key = ${params.add(key)}`;

/** A timestamptz column as the API writes dates: ISO 8601 in UTC, or null. */
export const isoOrNull = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : null);
