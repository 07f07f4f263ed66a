import { useEffect, useId, useState } from 'react';
import { Button } from './Button';
import { dismissedQuicktips, quicktipTarget, rememberDismissed } from './quicktips';

const TIP_WIDTH_PX = 320;

interface Position {
  top: number;
  left: number;
}

/**
 * A one-time tip next to a control (`target`, a CSS selector). It waits for the page to render the
 * target; if it never appears the tip logs and aborts. "Got it" dismisses it for good on this device.
 */
export function Quicktip({
  id,
  target,
  title,
  text,
  dismissLabel,
}: {
  id: string;
  target: string;
  title: string;
  text: string;
  dismissLabel: string;
}) {
  const headingId = useId();
  const [position, setPosition] = useState<Position | null>(null);

  useEffect(() => {
    if (dismissedQuicktips().has(id)) return;
    // After the current render, so a target rendered by the same page is found.
    const frame = window.requestAnimationFrame(() => {
      const element = quicktipTarget(id, target);
      if (!element) return;
      const box = element.getBoundingClientRect();
      const left = Math.min(box.left, document.documentElement.clientWidth - TIP_WIDTH_PX - 8);
      setPosition({ top: box.bottom + window.scrollY + 8, left: Math.max(8, left + window.scrollX) });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [id, target]);

  if (!position) return null;
  return (
    <div className="quicktip" role="dialog" aria-labelledby={headingId} style={{ top: position.top, left: position.left }}>
      <p id={headingId} className="quicktip__title">
        {title}
      </p>
      <p className="quicktip__text">{text}</p>
      <Button
        size="small"
        onClick={() => {
          rememberDismissed(id);
          setPosition(null);
        }}
      >
        {dismissLabel}
      </Button>
    </div>
  );
}
