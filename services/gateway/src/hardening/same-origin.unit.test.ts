import { isCrossSite } from './same-origin';

const allowed = ['https://developers.platform.example'];

describe('cross-site state-changing requests', () => {
  it('refuses a POST another site sends, by Sec-Fetch-Site or by Origin', () => {
    expect(isCrossSite('POST', { 'sec-fetch-site': 'cross-site', host: 'portal.example' }, allowed)).toBe(true);
    expect(isCrossSite('POST', { origin: 'https://evil.example', host: 'portal.example' }, allowed)).toBe(true);
    expect(isCrossSite('PATCH', { origin: 'null', host: 'portal.example' }, allowed)).toBe(true);
    expect(isCrossSite('DELETE', { origin: 'not a url', host: 'portal.example' }, allowed)).toBe(true);
  });

  it('lets same-origin, configured origins, reads and non-browser clients through', () => {
    expect(isCrossSite('POST', { origin: 'http://localhost:8080', host: 'localhost:8080', 'sec-fetch-site': 'same-origin' }, allowed)).toBe(
      false,
    );
    expect(isCrossSite('POST', { origin: 'https://developers.platform.example', host: 'internal:8080' }, allowed)).toBe(false);
    expect(isCrossSite('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, allowed)).toBe(false);
    expect(isCrossSite('POST', { host: 'portal.example' }, allowed)).toBe(false);
    expect(isCrossSite('POST', { 'sec-fetch-site': 'same-site', origin: 'https://portal.example', host: 'portal.example' }, allowed)).toBe(
      false,
    );
  });
});
