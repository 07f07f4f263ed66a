import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';

/**
 * Disclosure behaviour for a menu button: toggles on click, closes on Escape (returning focus to
 * the button), on a click outside and on route changes (caller calls `close`). Arrow keys move
 * between the menu's items. As a menu button does (WAI-ARIA APG): opened from the keyboard, focus
 * goes to the first item; the items are one stop, not a Tab stop each; Tab leaves and closes it.
 */
export function useDropdown<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<T>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open]);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (open) for (const item of items()) item.tabIndex = -1;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    // A menu is left with one Tab; a panel of links (the bell's) is tabbed through.
    if (event.key === 'Tab' && open && items().length > 0) {
      setOpen(false);
      return;
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
    const list = items();
    if (!open) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpen(true);
        requestAnimationFrame(() => items()[0]?.focus());
      }
      return;
    }
    if (list.length === 0) return;
    event.preventDefault();
    const index = list.indexOf(document.activeElement as HTMLElement);
    let next = 0;
    if (event.key === 'ArrowDown') next = index < 0 ? 0 : (index + 1) % list.length;
    if (event.key === 'ArrowUp') next = index <= 0 ? list.length - 1 : index - 1;
    if (event.key === 'End') next = list.length - 1;
    list[next]?.focus();
  };

  return {
    open,
    close,
    rootRef,
    buttonRef,
    onKeyDown,
    buttonProps: {
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: (event: ReactMouseEvent<HTMLButtonElement>) => {
        const opening = !open;
        setOpen(opening);
        // Enter or Space (a click without a pointer) opens it with focus on the first item.
        if (opening && event.detail === 0) requestAnimationFrame(() => items()[0]?.focus());
      },
    },
    menuProps: { id: menuId, role: 'menu' as const, hidden: !open },
  };
}
