import { useEffect, useState, useSyncExternalStore } from 'react';
import { FLASH_FADE_MS, FLASH_VISIBLE_MS, dismissFlash, getFlash, subscribeFlash } from './flash';

/** The one-time flash: visible 3 s, then fades out over 1 s (CSS opacity transition), then removed. */
export function FlashMessage() {
  const flash = useSyncExternalStore(subscribeFlash, getFlash, getFlash);
  const [fadingId, setFadingId] = useState<number | null>(null);
  const fading = flash !== null && fadingId === flash.id;

  useEffect(() => {
    if (!flash) return;
    const fade = setTimeout(() => setFadingId(flash.id), FLASH_VISIBLE_MS);
    const remove = setTimeout(() => dismissFlash(flash.id), FLASH_VISIBLE_MS + FLASH_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, [flash]);

  if (!flash) return null;
  return (
    <div
      className={`flash flash--success${fading ? ' flash--fading' : ''}`}
      role="status"
      style={{ transitionDuration: `${FLASH_FADE_MS}ms` }}
    >
      {flash.message}
    </div>
  );
}
