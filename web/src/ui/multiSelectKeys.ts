/** What a key does in MultiSelect's text box (focus stays there; the active option is its aria-activedescendant). */
export type MultiSelectMove = { open: true; active: number } | { toggle: number } | { close: true } | null;

export interface MultiSelectKeyState {
  open: boolean;
  /** The active option's index, -1 for none. */
  active: number;
  /** How many options are listed. */
  count: number;
  /** Whether the text box is empty (a space typed there would only be trimmed away). */
  empty: boolean;
}

export interface KeyPress {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/**
 * The WAI-ARIA combobox pattern (list autocomplete, a multi-selectable listbox): ArrowDown opens the list on the first
 * option (Alt+ArrowDown without one) and moves down, ArrowUp opens it on the last and moves up (Alt+ArrowUp closes),
 * both stopping at the ends; while an option is active, Home and End move to the first and last; Enter picks or unpicks
 * the active option, and so does Space in an empty box; Escape closes an open list. Everything else, and Home, End and
 * Space while typing, stays the text box's own (the caret, a space in "United Kingdom"). `null`: not the combobox's key.
 */
export function multiSelectKey(press: KeyPress, { open, active, count, empty }: MultiSelectKeyState): MultiSelectMove {
  const { key, altKey = false, ctrlKey = false, metaKey = false, shiftKey = false } = press;
  if (ctrlKey || metaKey) return null;
  const last = count - 1;
  const current = active >= 0 && active < count;
  switch (key) {
    case 'ArrowDown':
      if (!open) return { open: true, active: altKey || count === 0 ? -1 : current ? active : 0 };
      return { open: true, active: count === 0 ? -1 : Math.min(active + 1, last) };
    case 'ArrowUp':
      if (altKey) return open ? { close: true } : null;
      if (!open) return { open: true, active: current ? active : last };
      return { open: true, active: count === 0 ? -1 : Math.max(active - 1, 0) };
    case 'Home':
    case 'End':
      if (!open || !current || shiftKey) return null;
      return { open: true, active: key === 'Home' ? 0 : last };
    case 'Enter':
      return open && current ? { toggle: active } : null;
    case ' ':
      return open && current && empty && !shiftKey ? { toggle: active } : null;
    case 'Escape':
      return open ? { close: true } : null;
    default:
      return null;
  }
}
