import { useEffect, useState } from 'react';

/**
 * Which of a page's sections (element ids, in page order) the reader is at: the last whose top has passed the upper
 * third of the window, or the last of all once the page is scrolled to its end (short last sections never reach the
 * line). For a table of contents that marks where the reader is.
 */
export function useSectionInView(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  const key = ids.join(' ');
  useEffect(() => {
    const sections = key ? key.split(' ') : [];
    const update = () => {
      const line = window.innerHeight / 3;
      let found = sections[0];
      for (const id of sections) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) found = id;
      }
      if (sections.length > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) found = sections.at(-1);
      setCurrent(found);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [key]);
  return current;
}
