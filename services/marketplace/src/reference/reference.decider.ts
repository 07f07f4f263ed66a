import { ForbiddenError, ValidationError, type Decider } from '@portal/decider';
import type { ReferenceEvent, ReferenceItem, ReferenceKind } from './reference.events';
import { checkReferenceList, NOT_VALID } from './reference.rules';

/**
 * One reference list. `items` is null until an admin first replaces it: the list is then the seed
 * the service ships with (catalog.ts), which the reading side fills in.
 */
export interface ReferenceList {
  kind: ReferenceKind | null;
  items: ReferenceItem[] | null;
}

export interface ReferenceActor {
  id: string;
  isAdmin: boolean;
}

/** Replaces the whole list (the admin page saves a table at once); `items` as the client sent them. */
export type ReplaceReferenceList = { type: 'ReplaceReferenceList'; kind: ReferenceKind; items: unknown; actor: ReferenceActor; at: string };
export type ReferenceCommand = ReplaceReferenceList;

export const ADMINS_ONLY = 'Only platform administrators may change the marketplace reference data';

export const initialState = (): ReferenceList => ({ kind: null, items: null });

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export const decide = (command: ReferenceCommand, state: ReferenceList): ReferenceEvent[] => {
  switch (command.type) {
    case 'ReplaceReferenceList': {
      if (!command.actor.isAdmin) throw new ForbiddenError(ADMINS_ONLY);
      const { items, errors } = checkReferenceList(command.kind, command.items);
      if (Object.keys(errors).length > 0) throw new ValidationError(errors, NOT_VALID);
      // Saving the list that is already stored records nothing.
      if (state.items !== null && same(items, state.items)) return [];
      return [
        {
          type: 'marketplace.reference.list_replaced',
          data: { kind: command.kind, items, actorId: command.actor.id, at: command.at },
        },
      ];
    }
  }
};

/** Each event carries the whole list: the last one is the state. */
export const evolve = (_state: ReferenceList, event: ReferenceEvent): ReferenceList => {
  switch (event.type) {
    case 'marketplace.reference.list_replaced':
      return { kind: event.data.kind, items: event.data.items };
  }
};

export const referenceDecider: Decider<ReferenceList, ReferenceCommand, ReferenceEvent> = { initialState, decide, evolve };
