import type { KeyboardEvent } from 'react';

/**
 * The ARIA tabs pattern's keys for a tab button (`onKeyDown`): Arrow Left/Right move to the previous/next tab (round
 * the ends), Home and End to the first and last; the tab reached is focused and chosen (a click, so a tab list's own
 * guard, such as unsaved changes, still asks). Each tab list gives its chosen tab `tabIndex={0}` and the others `-1`,
 * so the list is one Tab stop.
 */
export function moveBetweenTabs(event: KeyboardEvent<HTMLElement>): void {
  const tabs = [...(event.currentTarget.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const index = tabs.indexOf(event.currentTarget);
  if (index < 0) return;
  const last = tabs.length - 1;
  const to =
    event.key === 'ArrowRight'
      ? index === last
        ? 0
        : index + 1
      : event.key === 'ArrowLeft'
        ? index === 0
          ? last
          : index - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : null;
  if (to === null) return;
  event.preventDefault();
  tabs[to]!.focus();
  tabs[to]!.click();
}
