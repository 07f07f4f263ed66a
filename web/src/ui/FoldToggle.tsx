import type { ReactNode } from 'react';

interface FoldToggleProps {
  open: boolean;
  /** The id of the element this button shows and hides. */
  controls: string;
  onToggle(): void;
  children: ReactNode;
}

/** A full-width button that folds a long filter group away on a narrow screen, so results stay near the top. */
export function FoldToggle({ open, controls, onToggle, children }: FoldToggleProps) {
  return (
    <button type="button" className="fold-toggle" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {children}
    </button>
  );
}
