import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

export type AnnouncementRead = DomainEvent<
  'notifications.read_state.announcement_read',
  EventData<'notifications.read_state.announcement_read'>
>;

export type ReadStateEvent = AnnouncementRead;

/** One stream per developer holds every announcement that developer has read. */
export const readStateStreamId = (developerId: string): string => `read-state-${developerId}`;
