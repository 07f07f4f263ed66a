import { ForbiddenError, ValidationError, foldEvents, specFor } from '@portal/decider';
import { SEED_LISTS } from './catalog';
import { ADMINS_ONLY, referenceDecider, type ReferenceActor, type ReplaceReferenceList } from './reference.decider';
import { REFERENCE_KINDS, referenceStreamId, type ReferenceEvent, type ReferenceItem, type ReferenceKind } from './reference.events';
import {
  DUPLICATE_ID,
  INVALID_ID,
  NOT_A_LIST,
  NOT_VALID,
  REQUIRED,
  TOO_MANY_ITEMS,
  characterLimitExceeded,
  checkReferenceList,
  duplicateCountryCode,
  invalidCountryCode,
} from './reference.rules';

const spec = specFor(referenceDecider);
const at = '2026-11-26T10:00:00.000Z';
const admin: ReferenceActor = { id: 'admin-1', isAdmin: true };
const developer: ReferenceActor = { id: 'dev-1', isAdmin: false };

const replace = (kind: ReferenceKind, items: unknown, actor = admin): ReplaceReferenceList => ({
  type: 'ReplaceReferenceList',
  kind,
  items,
  actor,
  at,
});
const replaced = (kind: ReferenceKind, items: ReferenceItem[], actorId = admin.id): ReferenceEvent => ({
  type: 'marketplace.reference.list_replaced',
  data: { kind, items, actorId, at },
});

/** The field errors a command is refused with (fails when it is not refused with a 422). */
const fieldErrorsOf = (kind: ReferenceKind, items: unknown): Record<string, string[]> => {
  try {
    referenceDecider.decide(replace(kind, items), referenceDecider.initialState());
  } catch (error) {
    if (error instanceof ValidationError) {
      expect(error.message).toBe(NOT_VALID);
      return error.details.fields ?? {};
    }
    throw error;
  }
  throw new Error('expected a validation error');
};

describe('reference list decider', () => {
  it('names one stream per kind', () => {
    expect(REFERENCE_KINDS.map(referenceStreamId)).toEqual([
      'marketplace-reference-categories',
      'marketplace-reference-regions',
      'marketplace-reference-product_tools',
      'marketplace-reference-security_standards',
      'marketplace-reference-sso_providers',
    ]);
  });

  it('given the seed, when an admin replaces the categories, then the whole trimmed list is recorded', () => {
    spec([])
      .when(
        replace('categories', [
          { id: 'accounting', name: '  Bookkeeping ' },
          { id: 'drones', name: 'Drones', extra: 'dropped' },
        ]),
      )
      .then([
        replaced('categories', [
          { id: 'accounting', name: 'Bookkeeping' },
          { id: 'drones', name: 'Drones' },
        ]),
      ]);
  });

  it('given a replaced list, when the same list is saved again, then nothing is recorded', () => {
    const items = [{ id: 'okta', name: 'Okta' }];
    spec([replaced('sso_providers', items)])
      .when(replace('sso_providers', items))
      .then([]);
  });

  it('given a replaced list, when it changes again, then the last event is the state', () => {
    const state = foldEvents(referenceDecider, [
      replaced('product_tools', [{ id: 'budget', title: 'Budget' }]),
      replaced('product_tools', [{ id: 'rfis', title: 'RFIs' }]),
    ]);
    expect(state).toEqual({ kind: 'product_tools', items: [{ id: 'rfis', title: 'RFIs' }] });
    expect(referenceDecider.initialState()).toEqual({ kind: null, items: null });
  });

  it('when a developer replaces a list, then it is refused (403)', () => {
    spec([])
      .when(replace('categories', SEED_LISTS.categories, developer))
      .thenThrows((e) => e instanceof ForbiddenError && e.message === ADMINS_ONLY);
  });

  it('when an id is malformed, duplicated or missing, then the row field says so', () => {
    expect(
      fieldErrorsOf('categories', [
        { id: 'Bad Id', name: 'A' },
        { id: 'ok', name: 'B' },
        { id: 'ok', name: 'C' },
        { id: '-dash', name: 'D' },
        { id: 'a'.repeat(64), name: 'E' },
        { name: 'F' },
      ]),
    ).toEqual({
      'items.0.id': [INVALID_ID],
      'items.2.id': [DUPLICATE_ID],
      'items.3.id': [INVALID_ID],
      'items.4.id': [INVALID_ID],
      'items.5.id': [REQUIRED],
    });
    expect(checkReferenceList('categories', [{ id: 'a'.repeat(63), name: 'ok' }]).errors).toEqual({});
  });

  it('when a name is blank or longer than 100 characters once trimmed, then it is refused', () => {
    expect(
      fieldErrorsOf('product_tools', [
        { id: 'a', title: '   ' },
        { id: 'b', title: ` ${'x'.repeat(101)} ` },
        { id: 'c', name: 'wrong field' },
      ]),
    ).toEqual({
      'items.0.title': [REQUIRED],
      'items.1.title': [characterLimitExceeded(100)],
      'items.2.title': [REQUIRED],
    });
    expect(checkReferenceList('product_tools', [{ id: 'a', title: ` ${'x'.repeat(100)} ` }]).errors).toEqual({});
  });

  it('when the list is not a list or has more than 200 items, then "items" says so', () => {
    expect(fieldErrorsOf('sso_providers', undefined)).toEqual({ items: [NOT_A_LIST] });
    const many = Array.from({ length: 201 }, (_, i) => ({ id: `p${i}`, name: `P ${i}` }));
    expect(fieldErrorsOf('sso_providers', many)).toEqual({ items: [TOO_MANY_ITEMS] });
    expect(checkReferenceList('sso_providers', many.slice(0, 200)).errors).toEqual({});
  });

  it('when a region names a country code that is not ISO 3166-1 alpha-2 or names one twice, then country_codes says so', () => {
    expect(
      fieldErrorsOf('regions', [
        { id: 'nordics', name: 'Nordics', country_codes: ['SE', 'no', 'USA', 'SE'] },
        { id: 'empty', name: 'Empty' },
      ]),
    ).toEqual({
      'items.0.country_codes': [invalidCountryCode('no'), invalidCountryCode('USA'), duplicateCountryCode('SE')],
    });
    spec([])
      .when(replace('regions', [{ id: 'nordics', name: 'Nordics', country_codes: [' SE', 'NO '] }]))
      .then([replaced('regions', [{ id: 'nordics', name: 'Nordics', country_codes: ['SE', 'NO'] }])]);
  });

  it('a security standard needs its name; a blank variant becomes null', () => {
    expect(fieldErrorsOf('security_standards', [{ id: 'x', variant: '1' }])).toEqual({ 'items.0.standard_name': [REQUIRED] });
    spec([])
      .when(
        replace('security_standards', [
          { id: 'hipaa', standard_name: 'HIPAA', variant: '  ' },
          { id: 'soc2', standard_name: 'SOC 2', variant: ' Type II ' },
          { id: 'gdpr', standard_name: 'GDPR' },
        ]),
      )
      .then([
        replaced('security_standards', [
          { id: 'hipaa', standard_name: 'HIPAA', variant: null },
          { id: 'soc2', standard_name: 'SOC 2', variant: 'Type II' },
          { id: 'gdpr', standard_name: 'GDPR', variant: null },
        ]),
      ]);
  });

  it('every seeded list passes its own rules unchanged', () => {
    for (const kind of REFERENCE_KINDS) {
      const checked = checkReferenceList(kind, SEED_LISTS[kind]);
      expect(checked.errors).toEqual({});
      expect(checked.items).toEqual(SEED_LISTS[kind]);
    }
  });

  it('an empty list is allowed (ids that disappear stay on the listings that hold them)', () => {
    spec([replaced('categories', [{ id: 'a', name: 'A' }])])
      .when(replace('categories', []))
      .then([replaced('categories', [])]);
  });
});
