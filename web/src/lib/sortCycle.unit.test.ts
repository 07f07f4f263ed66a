import { ariaSortOf, nextSort, sortDirectionOf } from './sortCycle';

describe('nextSort', () => {
  it('cycles ascending, descending, none', () => {
    const first = nextSort(undefined, 'name');
    expect(first).toBe('name');
    const second = nextSort(first, 'name');
    expect(second).toBe('-name');
    expect(nextSort(second, 'name')).toBeUndefined();
  });

  it('starts ascending when another column was sorted', () => {
    expect(nextSort('-email', 'name')).toBe('name');
    expect(nextSort('email', 'name')).toBe('name');
  });
});

describe('sortDirectionOf / ariaSortOf', () => {
  it('reads the direction of a field', () => {
    expect(sortDirectionOf('name', 'name')).toBe('asc');
    expect(sortDirectionOf('-name', 'name')).toBe('desc');
    expect(sortDirectionOf('-name', 'email')).toBeUndefined();
    expect(ariaSortOf('-name', 'name')).toBe('descending');
    expect(ariaSortOf(undefined, 'name')).toBe('none');
    expect(ariaSortOf('name', 'name')).toBe('ascending');
  });
});
