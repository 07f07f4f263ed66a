import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How many frames a page that is still loading gets to show its heading before the main region takes focus. */
const HEADING_WAIT_FRAMES = 60;

/**
 * What a page load does, on a move to another page (a new path: a tab, a filter or a page of a list
 * only changes the query and is the same page):
 * - the new page opens at its top (Back and Forward are left to the browser, which returns to where
 *   the reader was);
 * - focus goes to the new page's heading: a screen reader says where the reader is, and Tab continues
 *   from the top of the page, not from the link that was clicked. A page that focused one of its own
 *   fields keeps it, and so does a control the reader focused while the page was loading.
 */
export function usePageChange(): void {
  const { pathname } = useLocation();
  // Read when the path changes, not a reason to run again: a page that then rewrites its query (replace)
  // must not cancel the focus move still waiting for its heading.
  const type = useNavigationType();
  const navigationType = useRef(type);
  navigationType.current = type;
  const previous = useRef(pathname);

  // A layout effect: the old scroll position must not show on the new page for a frame.
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType.current !== 'POP') window.scrollTo(0, 0);
    const main = document.getElementById('main');
    if (!main) return;
    let framesLeft = HEADING_WAIT_FRAMES;
    let frame = 0;
    // What had focus when the new page first rendered: the link that was clicked, or nothing (its page is gone).
    // A lazily loaded page renders only once its code is in, so the reader may have moved on already.
    const startedFrom = document.activeElement;
    const focusPage = () => {
      const active = document.activeElement;
      if (active && active !== main && main.contains(active)) return;
      // Focus left where the move put it: nowhere, or on the link that was followed. Anything else the reader chose
      // while the page loaded (Tab to the bell, say), and a late heading must not take it back.
      const leftBehind =
        !active || active === document.body || active === main || (active === startedFrom && active instanceof HTMLAnchorElement);
      if (!leftBehind) return;
      const heading = main.querySelector('h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      } else if (framesLeft-- > 0) {
        frame = requestAnimationFrame(focusPage);
      } else {
        main.focus({ preventScroll: true });
      }
    };
    frame = requestAnimationFrame(focusPage);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
