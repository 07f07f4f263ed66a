/** The layout is narrow under 1100 px; resize handling is throttled to 300 ms. */
export const NARROW_BREAKPOINT_PX = 1100;
export const RESIZE_THROTTLE_MS = 300;

export function isNarrowWidth(width: number): boolean {
  return width < NARROW_BREAKPOINT_PX;
}

export function layoutClassName(narrow: boolean, fixedTop: boolean): string {
  return ['app', narrow ? 'layout--narrow' : 'layout--wide', fixedTop ? 'topbar--fixed' : ''].filter(Boolean).join(' ');
}
