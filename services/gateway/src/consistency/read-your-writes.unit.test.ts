import type { PortalLogger } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import type IORedis from 'ioredis';
import type { Upstreams } from '../core/upstreams';
import type { SessionStore } from '../sessions/session.store';
import { ReadYourWrites } from './read-your-writes';

/** A ReadYourWrites on fakes: no Redis (the change feed never goes live), the services' answers by hand. */
const consistencyWith = (answers: { projection?: jest.Mock; metrics?: jest.Mock }) => {
  const upstreams = {
    projection: { call: answers.projection ?? jest.fn().mockRejectedValue(new Error('not asked')) },
    metrics: { call: answers.metrics ?? jest.fn().mockRejectedValue(new Error('not asked')) },
  };
  const sessions = { update: jest.fn() };
  const redis = { duplicate: () => ({ on: jest.fn(), subscribe: jest.fn(), disconnect: jest.fn() }) };
  const consistency = new ReadYourWrites(
    upstreams as unknown as Upstreams,
    sessions as unknown as SessionStore,
    redis as unknown as IORedis,
    { warn: jest.fn() } as unknown as PortalLogger,
  );
  return { consistency, upstreams, sessions };
};

const replyOf = () => {
  const headers: Record<string, string> = {};
  const reply = { header: jest.fn((name: string, value: string) => (headers[name] = value)) };
  return { reply: reply as unknown as FastifyReply, headers };
};

const positions = (value: string | null) => new Headers(value === null ? {} : { 'x-portal-position': value });

describe("a command answer that waits for another service's read model (installs: the metrics service)", () => {
  it("waits for the metrics service's markers, passes the positions on, and leaves the session's pending list alone", async () => {
    const metrics = jest.fn().mockResolvedValue({ status: 200, body: { applied: true, pending: [] }, headers: new Headers() });
    const { consistency, upstreams, sessions } = consistencyWith({ metrics });
    const { reply, headers } = replyOf();

    await consistency.answerWhenApplied(reply, positions('marketplace:41'), 'metrics');

    expect(metrics).toHaveBeenCalledWith('positions/wait', {
      query: { tokens: 'marketplace:41', timeoutMs: '2000' },
      timeoutMs: 3000,
    });
    expect(upstreams.projection.call).not.toHaveBeenCalled();
    expect(sessions.update).not.toHaveBeenCalled();
    expect(headers).toEqual({ 'x-portal-position': 'marketplace:41' });
  });

  it('answers stale when the position did not land in time, or the metrics service could not be asked', async () => {
    const late = jest
      .fn()
      .mockResolvedValue({ status: 200, body: { applied: false, pending: ['marketplace:42'] }, headers: new Headers() });
    const slow = consistencyWith({ metrics: late });
    const first = replyOf();
    await slow.consistency.answerWhenApplied(first.reply, positions('marketplace:42'), 'metrics');
    expect(first.headers).toEqual({ 'x-portal-position': 'marketplace:42', 'x-portal-stale': 'true' });

    const away = consistencyWith({ metrics: jest.fn().mockRejectedValue(new Error('connect ECONNREFUSED')) });
    const second = replyOf();
    await away.consistency.answerWhenApplied(second.reply, positions('marketplace:43'), 'metrics');
    expect(second.headers).toEqual({ 'x-portal-position': 'marketplace:43', 'x-portal-stale': 'true' });
  });

  it('asks nothing when the command wrote nothing (no position, or none valid)', async () => {
    const metrics = jest.fn();
    const { consistency } = consistencyWith({ metrics });
    for (const header of [null, '', 'not a position']) {
      const { reply, headers } = replyOf();
      await consistency.answerWhenApplied(reply, positions(header), 'metrics');
      expect(headers).toEqual({});
    }
    expect(metrics).not.toHaveBeenCalled();
  });

  it('still asks the projection by default (the session queries and the commands that wait for it)', async () => {
    const projection = jest.fn().mockResolvedValue({ status: 200, body: { applied: true, pending: [] }, headers: new Headers() });
    const { consistency, upstreams } = consistencyWith({ projection });
    expect(await consistency.waitFor(['identity:7'])).toEqual([]);
    expect(projection).toHaveBeenCalledTimes(1);
    expect(upstreams.metrics.call).not.toHaveBeenCalled();
  });
});
