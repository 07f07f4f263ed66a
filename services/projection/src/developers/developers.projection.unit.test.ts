import { MemoryDocumentStore } from '../core/documents/document-store';
import { eventFactory } from '../core/event-envelopes.testing';
import { DEVELOPERS } from './developer.document';
import { developerDocumentChange } from './developers.projection';

const at = '2026-11-22T10:00:00.000Z';

describe('developer documents, given developer events', () => {
  it('signs up unconfirmed, then confirms and takes roles; every event advances the revision', async () => {
    const event = eventFactory(at);
    const store = new MemoryDocumentStore();
    for (const e of [
      event('identity.developer.signed_up', 'developer-d1', {
        developerId: 'd1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'Ada@Example.com',
        platformId: 'p1',
        signedUpAt: at,
      }),
      event('identity.developer.email_confirmation_requested', 'developer-d1', {
        developerId: 'd1',
        email: 'Ada@Example.com',
        requestedAt: at,
      }),
      event('identity.developer.email_confirmed', 'developer-d1', { developerId: 'd1', email: 'Ada@Example.com', confirmedAt: at }),
      event('identity.developer.role_granted', 'developer-d1', { developerId: 'd1', role: 'employee', grantedAt: at }),
    ]) {
      await store.applyInOrder(DEVELOPERS, e.data.developerId, e.streamVersion, developerDocumentChange(e));
    }
    expect(await store.get(DEVELOPERS, 'd1')).toEqual({
      _id: 'd1',
      _rev: 4,
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      email: 'Ada@Example.com',
      emailLower: 'ada@example.com',
      companyName: null,
      platformId: 'p1',
      emailConfirmed: true,
      isAdmin: false,
      isEmployee: true,
      signedUpAt: new Date(at),
    });
  });

  it('keeps a new address pending until its link is followed, then signs in with it, confirmed', async () => {
    const event = eventFactory(at);
    const store = new MemoryDocumentStore();
    const apply = async (e: ReturnType<typeof event>) =>
      store.applyInOrder(DEVELOPERS, 'd1', e.streamVersion, developerDocumentChange(e as Parameters<typeof developerDocumentChange>[0]));
    await apply(
      event('identity.developer.signed_up', 'developer-d1', {
        developerId: 'd1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@old.example',
        platformId: 'p1',
        signedUpAt: at,
      }),
    );
    await apply(
      event('identity.developer.email_change_requested', 'developer-d1', { developerId: 'd1', email: 'Ada@New.example', requestedAt: at }),
    );
    expect(await store.get(DEVELOPERS, 'd1')).toMatchObject({
      email: 'ada@old.example',
      emailConfirmed: false,
      pendingEmail: 'Ada@New.example',
    });
    await apply(
      event('identity.developer.email_changed', 'developer-d1', {
        developerId: 'd1',
        previousEmail: 'ada@old.example',
        email: 'Ada@New.example',
        changedAt: at,
      }),
    );
    expect(await store.get(DEVELOPERS, 'd1')).toMatchObject({
      _rev: 3,
      email: 'Ada@New.example',
      emailLower: 'ada@new.example',
      emailConfirmed: true,
      pendingEmail: null,
    });
  });

  it('follows two-step verification on and off, with the recovery codes left', async () => {
    const event = eventFactory(at);
    const store = new MemoryDocumentStore();
    for (const e of [
      event('identity.developer.signed_up', 'developer-d1', {
        developerId: 'd1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        platformId: 'p1',
        signedUpAt: at,
      }),
      event('identity.developer.two_factor_enabled', 'developer-d1', { developerId: 'd1', enabledAt: at }),
      event('identity.developer.recovery_code_used', 'developer-d1', { developerId: 'd1', codesLeft: 9, usedAt: at }),
    ]) {
      await store.applyInOrder(DEVELOPERS, e.data.developerId, e.streamVersion, developerDocumentChange(e));
    }
    expect(await store.get(DEVELOPERS, 'd1')).toMatchObject({ _rev: 3, twoFactorEnabledAt: at, recoveryCodesLeft: 9 });
    const renewed = event('identity.developer.recovery_codes_regenerated', 'developer-d1', { developerId: 'd1', regeneratedAt: at });
    await store.applyInOrder(DEVELOPERS, 'd1', renewed.streamVersion, developerDocumentChange(renewed));
    expect(await store.get(DEVELOPERS, 'd1')).toMatchObject({ _rev: 4, recoveryCodesLeft: 10 });
    const off = event('identity.developer.two_factor_disabled', 'developer-d1', { developerId: 'd1', by: 'a1', disabledAt: at });
    await store.applyInOrder(DEVELOPERS, 'd1', off.streamVersion, developerDocumentChange(off));
    expect(await store.get(DEVELOPERS, 'd1')).toMatchObject({ _rev: 5, twoFactorEnabledAt: null, recoveryCodesLeft: 0 });
  });
});
