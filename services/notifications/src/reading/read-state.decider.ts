import { NotFoundError, type Decider } from '@portal/decider';
import type { ReadStateEvent } from './read-state.events';

export interface ReadState {
  /** announcement id → when this developer first read it */
  readAt: Record<string, string>;
}

export type ReadStateCommand =
  | {
      type: 'MarkRead';
      developerId: string;
      announcementId: string;
      /** Whether the developer may see the announcement right now (the handler asks its stream). */
      visible: boolean;
      at: string;
    }
  | {
      /** "Mark all as read": the announcements the developer's list shows that are visible now (the handler checked). */
      type: 'MarkManyRead';
      developerId: string;
      visibleAnnouncementIds: readonly string[];
      at: string;
    };

export const initialState = (): ReadState => ({ readAt: {} });

export const decide = (command: ReadStateCommand, state: ReadState): ReadStateEvent[] => {
  if (command.type === 'MarkManyRead') {
    const { developerId, at } = command;
    // Each announcement read once, the first read_at kept: already read ones and repeats append nothing.
    return [...new Set(command.visibleAnnouncementIds)]
      .filter((announcementId) => !state.readAt[announcementId])
      .map((announcementId) => ({ type: 'notifications.read_state.announcement_read', data: { developerId, announcementId, readAt: at } }));
  }
  if (!command.visible) throw new NotFoundError('No such notification');
  // Reading twice keeps the first read_at and appends nothing.
  if (state.readAt[command.announcementId]) return [];
  const { developerId, announcementId, at } = command;
  return [{ type: 'notifications.read_state.announcement_read', data: { developerId, announcementId, readAt: at } }];
};

export const evolve = (state: ReadState, event: ReadStateEvent): ReadState => ({
  readAt: { ...state.readAt, [event.data.announcementId]: event.data.readAt },
});

export const readStateDecider: Decider<ReadState, ReadStateCommand, ReadStateEvent> = { initialState, decide, evolve };
