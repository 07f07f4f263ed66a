import { useEffect, useRef } from 'react';
import { t } from '../i18n';

/**
 * Forms with changes not saved yet. One guard (UnsavedChangesGuard, in the page frame) asks before a
 * navigation or a reload leaves them: react-router allows one blocker at a time, and a page may hold
 * several forms.
 */
const dirtyForms = new Map<symbol, string | undefined>();
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export const unsavedChanges = {
  any: (): boolean => dirtyForms.size > 0,
  /** Asks whether to leave unsaved changes (the first dirty form's own words, if it has them); true when none. */
  confirmLeaving: (): boolean =>
    dirtyForms.size === 0 || window.confirm([...dirtyForms.values()].find((m) => m !== undefined) ?? t('ui.leaveUnsaved')),
  /** The reader chose to leave them all (signing out): the navigation that follows asks nothing. */
  forget(): void {
    dirtyForms.clear();
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export interface UnsavedChanges {
  /** The form is done (saved, deleted): the navigation it makes next goes without asking. */
  leave(): void;
}

/** Marks a form as holding unsaved changes while `dirty`; `message` asks in the form's own words. */
export function useUnsavedChanges(dirty: boolean, message?: string): UnsavedChanges {
  const id = useRef(Symbol('form')).current;
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.set(id, message);
    emit();
    return () => {
      dirtyForms.delete(id);
      emit();
    };
  }, [id, dirty, message]);
  return {
    leave() {
      if (dirtyForms.delete(id)) emit();
    },
  };
}
