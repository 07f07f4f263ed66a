import { useEffect, useState } from 'react';

/**
 * The width of an element in CSS pixels, followed as it resizes (null before the element is laid
 * out). `ref` is a callback ref, so an element that appears later (after the data) is measured too.
 * The chart draws at this width instead of scaling a fixed one, so its labels keep their size on a phone.
 */
export function useElementWidth<E extends HTMLElement>() {
  const [element, ref] = useState<E | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref, width };
}
