import type { AppsConfig } from '../../core/apps.config';
import { buildDelaySeconds } from './build-delay';

const sandbox = (overrides: Partial<AppsConfig['sandbox']> = {}): AppsConfig['sandbox'] => ({
  buildSeconds: 5,
  forceFailure: false,
  failureMarker: '[sandbox-failure]',
  slowMarker: '[sandbox-slow]',
  slowBuildSeconds: 30,
  busyThreshold: 25,
  baseUrl: 'https://sandbox.example.com',
  ...overrides,
});

describe('buildDelaySeconds', () => {
  it('waits SANDBOX_BUILD_SECONDS for an ordinary app', () => {
    expect(buildDelaySeconds(sandbox(), 'My app')).toBe(5);
  });

  it('waits longer for an app named with the slow marker', () => {
    expect(buildDelaySeconds(sandbox(), 'Busy [sandbox-slow] 1')).toBe(30);
  });

  it('never shortens a build that is already slower (production-like settings)', () => {
    expect(buildDelaySeconds(sandbox({ buildSeconds: 600 }), 'x [sandbox-slow]')).toBe(600);
  });

  it('has no slow marker in production', () => {
    expect(buildDelaySeconds(sandbox({ slowMarker: null }), 'x [sandbox-slow]')).toBe(5);
  });
});
