import { eventFactory } from '../../core/event-envelopes.testing';
import { MemoryRowStore } from '../../core/pg/row-store';
import { SECURITY_EVENT_REACTIONS } from './security-event-rows';
import { SECURITY_EVENTS_TABLE } from './security-events.table';

const DEV = 'd-1';
const ADMIN = 'a-1';

describe('security log rows', () => {
  const given = async (...events: ReturnType<ReturnType<typeof eventFactory>>[]) => {
    const store = new MemoryRowStore();
    for (const event of events) for (const reaction of SECURITY_EVENT_REACTIONS) await reaction.apply(store, event);
    return store.all(SECURITY_EVENTS_TABLE);
  };

  it('logs what the account owner would want to know, with the facts each names', async () => {
    const event = eventFactory('2026-11-28T09:00:00.000Z');
    const rows = await given(
      event('identity.developer.signed_up', `developer-${DEV}`, {
        developerId: DEV,
        firstName: 'Ada',
        lastName: 'L',
        email: 'ada@example.com',
        platformId: 'p',
        signedUpAt: '2026-11-28T09:00:00.000Z',
      }),
      event('identity.sign_in_devices.device_added', `sign-in-devices-${DEV}`, {
        developerId: DEV,
        deviceKey: 'k',
        device: 'Firefox on Linux',
        ipAddress: '203.0.113.9',
        firstDevice: false,
        addedAt: '2026-11-28T09:00:00.000Z',
      }),
      event('identity.developer.password_changed', `developer-${DEV}`, { developerId: DEV, via: 'reset_link', changedAt: 'x' }),
      event('identity.developer.recovery_code_used', `developer-${DEV}`, { developerId: DEV, codesLeft: 9, usedAt: 'x' }),
      event('identity.developer.security_key_added', `developer-${DEV}`, { developerId: DEV, keyId: DEV, name: 'YubiKey 5', addedAt: 'x' }),
      event('identity.developer.security_key_removed', `developer-${DEV}`, {
        developerId: DEV,
        keyId: DEV,
        name: 'YubiKey 5',
        by: DEV,
        removedAt: 'x',
      }),
      event('identity.developer.email_changed', `developer-${DEV}`, {
        developerId: DEV,
        previousEmail: 'ada@example.com',
        email: 'ada@example.org',
        changedAt: 'x',
      }),
    );
    expect(rows.map((r) => [r.action, r.details])).toEqual([
      ['account_created', {}],
      ['new_device_sign_in', { device: 'Firefox on Linux', ip: '203.0.113.9', firstDevice: false }],
      ['password_changed', { via: 'reset_link' }],
      ['recovery_code_used', { codesLeft: 9 }],
      ['security_key_added', { keyName: 'YubiKey 5' }],
      ['security_key_removed', { keyName: 'YubiKey 5' }],
      ['email_changed', { email: 'ada@example.org', previousEmail: 'ada@example.com' }],
    ]);
    expect(rows.every((r) => r.developer_id === DEV && r.occurred_at === '2026-11-28T09:00:00.000Z' && r.by_administrator === false)).toBe(
      true,
    );
  });

  it("records sessions ended at once, an administrator's marked", async () => {
    const event = eventFactory();
    const rows = await given(
      event('identity.sign_in_devices.sessions_ended', `sign-in-devices-${DEV}`, {
        developerId: DEV,
        by: DEV,
        scope: 'others',
        endedAt: 'x',
      }),
      event('identity.sign_in_devices.sessions_ended', `sign-in-devices-${DEV}`, {
        developerId: DEV,
        by: ADMIN,
        scope: 'all',
        endedAt: 'x',
      }),
    );
    expect(rows.map((r) => [r.action, r.details, r.by_administrator])).toEqual([
      ['sessions_ended', { scope: 'others' }, false],
      ['sessions_ended', { scope: 'all' }, true],
    ]);
  });

  it('leaves out what is not about getting into the account', async () => {
    const event = eventFactory();
    const rows = await given(
      event('identity.developer.profile_changed', `developer-${DEV}`, {
        developerId: DEV,
        firstName: 'A',
        lastName: 'B',
        companyName: null,
        changedAt: 'x',
        by: DEV,
      }),
      event('identity.developer.email_confirmation_requested', `developer-${DEV}`, { developerId: DEV, email: 'a@b.c', requestedAt: 'x' }),
    );
    expect(rows).toEqual([]);
  });

  it("says when an administrator made the change: two-step turned off for the developer, roles, the command's actor", async () => {
    const event = eventFactory();
    const adminActs = event('identity.developer.email_changed', `developer-${DEV}`, {
      developerId: DEV,
      previousEmail: 'a@b.c',
      email: 'd@e.f',
      changedAt: 'x',
    });
    adminActs.metadata = { ...adminActs.metadata, actorId: ADMIN };
    const selfActs = event('identity.developer.two_factor_disabled', `developer-${DEV}`, { developerId: DEV, by: DEV, disabledAt: 'x' });
    selfActs.metadata = { ...selfActs.metadata, actorId: DEV };
    const rows = await given(
      event('identity.developer.two_factor_disabled', `developer-${DEV}`, { developerId: DEV, by: ADMIN, disabledAt: 'x' }),
      event('identity.developer.role_granted', `developer-${DEV}`, { developerId: DEV, role: 'admin', grantedAt: 'x' }),
      adminActs,
      selfActs,
    );
    // In event id order: the two made first, then the two given inline.
    expect(rows.map((r) => [r.action, r.by_administrator])).toEqual([
      ['email_changed', true],
      ['two_factor_disabled', false],
      ['two_factor_disabled', true],
      ['role_granted', true],
    ]);
  });

  it('writes one row per event however often the event is applied (duplicates, replays)', async () => {
    const event = eventFactory();
    const once = event('identity.developer.two_factor_enabled', `developer-${DEV}`, { developerId: DEV, enabledAt: 'x' });
    const rows = await given(once, once, { ...once });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: once.id, action: 'two_factor_enabled' });
  });
});
