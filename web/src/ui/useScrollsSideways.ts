import { useEffect, useState } from 'react';

/**
 * Whether an element's content is wider than the element (it scrolls sideways), followed as either
 * resizes. `ref` is a callback ref, so an element that appears after the data is measured too.
 */
export function useScrollsSideways<E extends HTMLElement>() {
  const [element, ref] = useState<E | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = (): void => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return { ref, scrolls };
}
