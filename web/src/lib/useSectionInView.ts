import { useEffect, useState } from 'react';

/** What the reader does to scroll by themselves: after one of these, the position decides again. */
const READER_SCROLLS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * Which of a page's sections (element ids, in page order) the reader is at: the last whose top has passed the upper
 * third of the window, or the last of all once the page is scrolled to its end (short last sections never reach the
 * line). For a table of contents that marks where the reader is.
 *
 * A section the reader went to by its link (or that the address named on arrival) stays marked until they scroll by
 * themselves: lists that load after the jump move the page under the line, and the reader asked for that section.
 * The marking is checked again when the page changes size as well as on scroll.
 */
export function useSectionInView(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  const key = ids.join(' ');
  useEffect(() => {
    const sections = key ? key.split(' ') : [];
    const linked = () => {
      // Compared encoded, never decoded: a hand-typed `#%E0%A4` would make decodeURIComponent throw.
      const hash = window.location.hash.slice(1);
      return sections.find((id) => id === hash || encodeURIComponent(id) === hash);
    };
    let pinned = linked();
    const update = () => {
      if (pinned) return setCurrent(pinned);
      const line = window.innerHeight / 3;
      let found = sections[0];
      for (const id of sections) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) found = id;
      }
      if (sections.length > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) found = sections.at(-1);
      setCurrent(found);
    };
    const followLink = () => {
      pinned = linked();
      update();
    };
    const unpin = () => {
      pinned = undefined;
    };
    update();
    const resized = new ResizeObserver(update);
    resized.observe(document.body);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    window.addEventListener('hashchange', followLink);
    for (const type of READER_SCROLLS) window.addEventListener(type, unpin, { passive: true });
    return () => {
      resized.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      window.removeEventListener('hashchange', followLink);
      for (const type of READER_SCROLLS) window.removeEventListener(type, unpin);
    };
  }, [key]);
  return current;
}
