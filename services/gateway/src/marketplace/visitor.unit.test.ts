import { NOT_A_VISIT, VISITOR_HEADER } from '@portal/service-runtime';
import type { FastifyRequest } from 'fastify';
import { visitorHeaders } from './visitor';

const request = (ip: string, headers: Record<string, string>) => ({ ip, headers }) as unknown as FastifyRequest;
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('a listing view’s visitor', () => {
  it('is one key for the same address and browser, another for another of either, and names neither', () => {
    const key = visitorHeaders(request('203.0.113.7', { 'user-agent': chrome }), 'secret')[VISITOR_HEADER]!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain('203');
    expect(visitorHeaders(request('203.0.113.7', { 'user-agent': chrome }), 'secret')[VISITOR_HEADER]).toBe(key);
    expect(visitorHeaders(request('203.0.113.8', { 'user-agent': chrome }), 'secret')[VISITOR_HEADER]).not.toBe(key);
    expect(visitorHeaders(request('203.0.113.7', { 'user-agent': `${chrome} Edg/131.0` }), 'secret')[VISITOR_HEADER]).not.toBe(key);
    expect(visitorHeaders(request('203.0.113.7', { 'user-agent': chrome }), 'another secret')[VISITOR_HEADER]).not.toBe(key);
  });

  it.each([
    ['a search crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['a chat link preview', { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' }],
    ['a social unfurler', { 'user-agent': 'facebookexternalhit/1.1' }],
    ['a browser prefetch', { 'user-agent': chrome, 'sec-purpose': 'prefetch' }],
  ])('is no visitor at all for %s', (_, headers) => {
    expect(visitorHeaders(request('203.0.113.7', headers), 'secret')).toEqual({ [VISITOR_HEADER]: NOT_A_VISIT });
  });
});
