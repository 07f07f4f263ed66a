import { edition, envInt, secret } from './config';

describe('configuration', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('uses the development default of a secret outside production', () => {
    delete process.env.NODE_ENV;
    delete process.env.TEST_SECRET;
    expect(secret('TEST_SECRET', 'dev-default')).toBe('dev-default');
  });

  it('refuses to run in production on a missing or default secret', () => {
    process.env.NODE_ENV = 'production';
    delete process.env.TEST_SECRET;
    expect(() => secret('TEST_SECRET', 'dev-default')).toThrow(/Refusing to start in production/);
    process.env.TEST_SECRET = 'dev-default';
    expect(() => secret('TEST_SECRET', 'dev-default')).toThrow(/TEST_SECRET/);
    process.env.TEST_SECRET = 'a-real-secret';
    expect(secret('TEST_SECRET', 'dev-default')).toBe('a-real-secret');
  });

  it('reads numbers strictly and the edition leniently', () => {
    process.env.SOME_PORT = 'abc';
    expect(() => envInt('SOME_PORT', 1)).toThrow(/must be a number/);
    process.env.PORTAL_EDITION = 'restricted';
    expect(edition()).toBe('restricted');
    process.env.PORTAL_EDITION = 'anything-else';
    expect(edition()).toBe('standard');
  });
});
