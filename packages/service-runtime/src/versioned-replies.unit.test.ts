import type { FastifyReply } from 'fastify';
import {
  BadRequestError,
  etagFor,
  forwardedIfMatch,
  MalformedIfMatchError,
  parseIfMatch,
  passVersion,
  positionTokensOf,
  replyWithPositions,
  replyWithVersion,
  versionHeaders,
} from './versioned-replies';
import { toHttpError } from './exception.filter';

const fakeReply = () => {
  const headers: Record<string, string> = {};
  const reply = {
    header: (name: string, value: string) => {
      headers[name] = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, headers };
};

describe('ETag, If-Match and the position header', () => {
  it('writes the stream version as a weak ETag', () => {
    const { reply, headers } = fakeReply();
    replyWithVersion(reply, 3);
    expect(headers).toEqual({ etag: 'W/"3"' });
    expect(etagFor(12)).toBe('W/"12"');
  });

  it("passes an owner's ETag on unchanged, and nothing when it sent none", () => {
    const passed = fakeReply();
    passVersion(passed.reply, new Headers({ etag: 'W/"7"' }));
    expect(passed.headers).toEqual({ etag: 'W/"7"' });
    const none = fakeReply();
    passVersion(none.reply, new Headers());
    expect(none.headers).toEqual({});
    expect(versionHeaders(5)).toEqual({ etag: 'W/"5"' });
  });

  it.each([undefined, '', '  ', '*'])('reads %p as no precondition', (header) => {
    expect(parseIfMatch(header)).toBeUndefined();
  });

  it.each([
    ['W/"3"', [3]],
    ['"3"', [3]],
    ['3', [3]],
    ['W/"2", W/"3"', [2, 3]],
  ])('reads %p as the versions it names', (header, versions) => {
    expect(parseIfMatch(header)).toEqual(versions);
  });

  it.each(['garbage', 'W/"abc"', 'W/"3", nope', '"-1"', 'W/'])('refuses the malformed %p with a 400', (header) => {
    expect(() => parseIfMatch(header)).toThrow(MalformedIfMatchError);
    let thrown: unknown;
    try {
      parseIfMatch(header);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BadRequestError);
    expect(toHttpError(thrown).status).toBe(400);
  });

  it('forwards a well-formed If-Match unchanged and refuses a malformed one before forwarding', () => {
    expect(forwardedIfMatch('W/"4"')).toEqual({ 'if-match': 'W/"4"' });
    expect(forwardedIfMatch(undefined)).toEqual({});
    expect(() => forwardedIfMatch('four')).toThrow(MalformedIfMatchError);
  });

  it('names every position of a commit, oldest first, and nothing for a command that wrote nothing', () => {
    const written = fakeReply();
    replyWithPositions(written.reply, 'apps', [42, 41, 42, 0]);
    expect(written.headers).toEqual({ 'x-portal-position': 'apps:41,apps:42' });
    const unchanged = fakeReply();
    replyWithPositions(unchanged.reply, 'apps', [0]);
    expect(unchanged.headers).toEqual({});
  });

  it('reads the tokens of a position header, dropping anything that is not one', () => {
    expect(positionTokensOf('apps:41, apps:42')).toEqual(['apps:41', 'apps:42']);
    expect(positionTokensOf('identity:7')).toEqual(['identity:7']);
    expect(positionTokensOf('nonsense,apps:x')).toEqual([]);
    expect(positionTokensOf(null)).toEqual([]);
  });
});
