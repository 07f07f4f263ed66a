import { useEffect, useState } from 'react';
import { throttle } from '../lib/timing';
import { RESIZE_THROTTLE_MS, isNarrowWidth } from './layoutMode';

/** Narrow layout flag from window.innerWidth, updated on resize (throttled 300 ms). */
export function useNarrowLayout(): boolean {
  const [narrow, setNarrow] = useState(() => isNarrowWidth(window.innerWidth));
  useEffect(() => {
    const onResize = throttle(() => setNarrow(isNarrowWidth(window.innerWidth)), RESIZE_THROTTLE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return narrow;
}

/** True once the page has scrolled past `offset`, so the top bar can become fixed. */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > offset);
  useEffect(() => {
    const onScroll = throttle(() => setPast(window.scrollY > offset), 100);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [offset]);
  return past;
}
