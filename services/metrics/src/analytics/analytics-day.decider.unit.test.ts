import { DomainError, ValidationError, specFor } from '@portal/decider';
import { analyticsDayDecider, MAX_EVENTS_PER_DAY } from './analytics-day.decider';
import type { AnalyticsEvent } from './analytics.events';

const spec = specFor(analyticsDayDecider);
const at = '2026-03-01T10:00:00.000Z';
const trackingId = '2b7e1516-28ae-4d2a-a6f7-15888209cf4f';
const track = {
  type: 'TrackEvent' as const,
  trackingId,
  key: 'developer_app.metrics_tab.viewed',
  additionalProperties: { developer_app_id: 'app-1' },
  actorId: 'dev-1',
  at,
};
const tracked = (data: Partial<AnalyticsEvent['data']> = {}): AnalyticsEvent => ({
  type: 'metrics.analytics.event_tracked',
  data: { trackingId, key: track.key, properties: { developer_app_id: 'app-1' }, developerId: 'dev-1', trackedAt: at, ...data },
});
const fieldErrors = (field: string, message: RegExp) => (error: unknown) =>
  error instanceof ValidationError && (error.details.fields?.[field] ?? []).some((m) => message.test(m));

describe('analytics day decider', () => {
  it('records a tracking event', () => {
    spec([]).when(track).then([tracked()]);
  });

  it('is idempotent: the same tracking id again appends nothing', () => {
    spec([tracked()])
      .when({ ...track, key: 'something.else', at: '2026-03-01T11:00:00.000Z' })
      .then([]);
  });

  it('records another tracking id on the same day', () => {
    const other = '9f1c0e4e-6a43-4f0e-9d61-1f3a3b0c2d11';
    spec([tracked()])
      .when({ ...track, trackingId: other })
      .then([tracked({ trackingId: other })]);
  });

  it('refuses past the daily limit (429 at the edge) until the next UTC day, but still absorbs retries', () => {
    const day = Array.from({ length: MAX_EVENTS_PER_DAY }, (_, i) => tracked({ trackingId: `id-${i}` }));
    spec(day)
      .when({ ...track, trackingId: 'one-too-many' })
      .thenThrows((error) => error instanceof DomainError && error.code === 'throttled' && error.details.retryAfterSeconds === 14 * 3600);
    spec(day)
      .when({ ...track, trackingId: 'id-7' })
      .then([]);
  });

  it('records an event without additional properties as an empty object', () => {
    spec([])
      .when({ ...track, additionalProperties: undefined })
      .then([tracked({ properties: {} })]);
  });

  it('drops properties whose names look like secrets, tokens or passwords, at any depth', () => {
    spec([])
      .when({
        ...track,
        additionalProperties: {
          developer_app_id: 'app-1',
          client_secret: 's3cr3t',
          accessToken: 'abc',
          Password: 'pw',
          nested: { refresh_token: 'r', kept: 1 },
          list: [{ api_token: 't', name: 'x' }],
        },
      })
      .then([tracked({ properties: { developer_app_id: 'app-1', nested: { kept: 1 }, list: [{ name: 'x' }] } })]);
  });

  it.each([
    [undefined, /Key is required/],
    ['   ', /Key is required/],
    ['a'.repeat(101), /at most 100 characters/],
    ['Has Spaces', /lower-case letters, digits/],
    ['UPPER.case', /lower-case letters, digits/],
  ])('refuses the key %p', (key, message) => {
    spec([])
      .when({ ...track, key })
      .thenThrows(fieldErrors('key', message));
  });

  it('accepts a key of 100 characters of the allowed alphabet', () => {
    const key = `a:b-c_d.${'x'.repeat(92)}`;
    spec([])
      .when({ ...track, key })
      .then([tracked({ key })]);
  });

  it.each([
    ['a list', ['x'], /must be an object/],
    ['a string', 'x', /must be an object/],
    ['21 properties', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i])), /at most 20 properties/],
    ['more than 2 KB', { big: 'x'.repeat(2100) }, /at most 2 KB/],
  ])('refuses additional properties that are %s', (_, additionalProperties, message) => {
    spec([])
      .when({ ...track, additionalProperties })
      .thenThrows(fieldErrors('additional_properties', message));
  });

  it('validates before the duplicate check, so a bad retry is still told what is wrong', () => {
    spec([tracked()])
      .when({ ...track, key: '' })
      .thenThrows(fieldErrors('key', /required/));
  });
});
