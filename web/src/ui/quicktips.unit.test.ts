import { dismissedQuicktips, QUICKTIPS_STORAGE_KEY, quicktipTarget, rememberDismissed } from './quicktips';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('quicktips', () => {
  it('logs and aborts when the target is not on the page', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(quicktipTarget('apps-create', '[data-quicktip="apps-create"]', { querySelector: () => null })).toBeNull();
    expect(warn).toHaveBeenCalledWith('[quicktips] "apps-create" skipped: no element matches [data-quicktip="apps-create"]');
    warn.mockRestore();
  });

  it('answers the target when it exists, without logging', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = {} as Element;
    expect(quicktipTarget('t', '#x', { querySelector: () => element })).toBe(element);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('remembers dismissed tips and survives a damaged stored value', () => {
    const storage = memoryStorage();
    rememberDismissed('a', storage);
    rememberDismissed('b', storage);
    rememberDismissed('a', storage);
    expect([...dismissedQuicktips(storage)]).toEqual(['a', 'b']);
    expect(dismissedQuicktips(memoryStorage({ [QUICKTIPS_STORAGE_KEY]: '{not json' })).size).toBe(0);
    expect([...dismissedQuicktips(memoryStorage({ [QUICKTIPS_STORAGE_KEY]: '["x", 3]' }))]).toEqual(['x']);
  });
});
