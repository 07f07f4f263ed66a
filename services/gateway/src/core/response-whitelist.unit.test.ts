import { freeForm, whitelist } from './response-whitelist';

interface Owner {
  id: string;
  name: string | null;
}
interface Thing {
  id: string;
  tags: string[];
  note?: string;
  owner: Owner | null;
  owners: Owner[];
  extra?: Record<string, unknown>;
}

const toOwner = whitelist<Owner>({ id: true, name: true });
const toThing = whitelist<Thing>({ id: true, tags: true, note: true, owner: toOwner, owners: toOwner, extra: freeForm });

describe('whitelist (response mappers)', () => {
  it('Given an upstream answer with fields the contract lacks, Then only the declared ones are copied, nested ones too', () => {
    const upstream = {
      id: 't1',
      tags: ['a'],
      owner: { id: 'o1', name: 'Ada', passwordHash: 'x' },
      owners: [{ id: 'o2', name: null, _id: 'mongo' }],
      extra: { free: 1 },
      secret: 's',
      __v: 3,
    };

    expect(toThing(upstream as Thing)).toEqual({
      id: 't1',
      tags: ['a'],
      owner: { id: 'o1', name: 'Ada' },
      owners: [{ id: 'o2', name: null }],
      extra: { free: 1 },
    });
  });

  it('Given an absent optional field and a null object, Then it stays absent and null stays null', () => {
    const mapped = toThing({ id: 't2', tags: [], owner: null, owners: [] });

    expect(mapped).toEqual({ id: 't2', tags: [], owner: null, owners: [] });
    expect('note' in mapped).toBe(false);
  });

  it('Given a whitelist that leaves a field out, names one the type lacks or copies an object unchecked, Then it does not compile', () => {
    // @ts-expect-error `name` is left out
    whitelist<Owner>({ id: true });
    // @ts-expect-error `email` is not a field of Owner
    whitelist<Owner>({ id: true, name: true, email: true });
    // @ts-expect-error a nested object needs its own whitelist, not `true`
    whitelist<Thing>({ id: true, tags: true, note: true, owner: true, owners: toOwner, extra: freeForm });
    expect(true).toBe(true);
  });
});
