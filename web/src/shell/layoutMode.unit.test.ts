import { isNarrowWidth, layoutClassName } from './layoutMode';

describe('layout mode', () => {
  it('is narrow strictly under 1100 px', () => {
    expect(isNarrowWidth(1099)).toBe(true);
    expect(isNarrowWidth(1100)).toBe(false);
    expect(isNarrowWidth(1440)).toBe(false);
  });

  it('builds the root class', () => {
    expect(layoutClassName(true, false)).toBe('app layout--narrow');
    expect(layoutClassName(false, true)).toBe('app layout--wide topbar--fixed');
  });
});
