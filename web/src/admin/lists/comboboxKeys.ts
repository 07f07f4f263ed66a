/** What a key does in a list-autocomplete combobox (the input keeps focus; the active option is aria-activedescendant). */
export type ComboboxMove = { open: boolean; active: number } | { toggle: number } | { close: true } | null;

/**
 * ArrowDown opens the list (on the first option) or moves down, ArrowUp moves up (Alt+ArrowUp closes), both stopping
 * at the ends; Enter picks or unpicks the active option; Escape closes an open list. Home, End and Space stay the
 * text box's own (the caret, typing). `null`: the key is not the combobox's.
 */
export function comboboxMove(key: string, altKey: boolean, open: boolean, active: number, count: number): ComboboxMove {
  if (key === 'ArrowDown') {
    if (!open) return { open: true, active: count > 0 ? Math.max(active, 0) : -1 };
    return { open: true, active: count === 0 ? -1 : Math.min(active + 1, count - 1) };
  }
  if (key === 'ArrowUp') {
    if (!open) return null;
    if (altKey) return { close: true };
    return { open: true, active: count === 0 ? -1 : Math.max(active - 1, 0) };
  }
  if (key === 'Enter') return open && active >= 0 && active < count ? { toggle: active } : null;
  if (key === 'Escape') return open ? { close: true } : null;
  return null;
}
