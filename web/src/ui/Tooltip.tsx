import { cloneElement, useId, useState, type ReactElement } from 'react';

type Handler = (event: unknown) => void;

/**
 * A short hint for one control: shown while the control is hovered or has keyboard focus, hidden
 * on Escape and once the control is pressed, and tied to it with aria-describedby so screen readers read it too. The child must be
 * a focusable element that accepts aria-describedby (a button, a link, an input).
 */
export function Tooltip({
  text,
  placement = 'above',
  children,
}: {
  text: string;
  placement?: 'above' | 'below';
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // The child's own handlers run too (a menu button keeps its keyboard handling).
  const own = children.props as { onFocus?: Handler; onBlur?: Handler; onKeyDown?: Handler; onClick?: Handler };
  const trigger = cloneElement(children, {
    'aria-describedby': [children.props['aria-describedby'], id].filter(Boolean).join(' '),
    onFocus: (event: unknown) => {
      setOpen(true);
      own.onFocus?.(event);
    },
    onBlur: (event: unknown) => {
      setOpen(false);
      own.onBlur?.(event);
    },
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Escape') setOpen(false);
      own.onKeyDown?.(event);
    },
    // A pressed control has done what the hint said: the hint would only peek out from behind the menu it opened.
    onClick: (event: unknown) => {
      setOpen(false);
      own.onClick?.(event);
    },
  });
  return (
    <span className="tooltip" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      {trigger}
      <span id={id} role="tooltip" className={`tooltip__bubble tooltip__bubble--${placement}${open ? ' tooltip__bubble--open' : ''}`}>
        {text}
      </span>
    </span>
  );
}
