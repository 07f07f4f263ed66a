import { MAX_REQUEST_LINE_BYTES, overflowStatus } from './client-errors';

describe('a head over the parser limit', () => {
  const head = (url: string, headers = 'host: x\r\n') => Buffer.from(`GET ${url} HTTP/1.1\r\n${headers}\r\n`, 'latin1');

  it('is a URL too long (414) when the request line alone passes the limit, ended or not', () => {
    expect(overflowStatus(head(`/a?${'q'.repeat(MAX_REQUEST_LINE_BYTES)}`))).toBe(414);
    expect(overflowStatus(Buffer.from(`GET /a?${'q'.repeat(20_000)}`, 'latin1'))).toBe(414);
  });

  it('is headers too large (431) when the line is short, or the bytes hold no request start', () => {
    expect(overflowStatus(head('/api/v1/me', `x-big: ${'a'.repeat(20_000)}\r\n`))).toBe(431);
    expect(overflowStatus(Buffer.from('a'.repeat(20_000), 'latin1'))).toBe(431);
    expect(overflowStatus(undefined)).toBe(431);
  });
});
