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
 * target; if it never appears the tip logs and aborts. "Got it", or using the control, dismisses it for
 * good on this device.
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
    let element: Element | null = null;
    // Using what the tip points at is taking the tip: it goes for good, as "Got it" does.
    const taken = () => {
      rememberDismissed(id);
      setPosition(null);
    };
    // After the current render, so a target rendered by the same page is found.
    const frame = window.requestAnimationFrame(() => {
      element = quicktipTarget(id, target);
      if (!element) return;
      const box = element.getBoundingClientRect();
      const left = Math.min(box.left, document.documentElement.clientWidth - TIP_WIDTH_PX - 8);
      setPosition({ top: box.bottom + window.scrollY + 8, left: Math.max(8, left + window.scrollX) });
      element.addEventListener('click', taken, { once: true });
    });
    return () => {
      window.cancelAnimationFrame(frame);
      element?.removeEventListener('click', taken);
    };
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
