import { ConflictError, NotFoundError, ValidationError, type Decider } from '@portal/decider';
import type { AnnouncementEvent } from './announcement.events';
import { checkAnnouncement, MESSAGES, type AnnouncementInput } from './announcement.rules';

export interface Announcement {
  exists: boolean;
  deleted: boolean;
  announcementId: string;
  title: string;
  summary: string;
  body: string;
  critical: boolean;
  draft: boolean;
  showAfter: string | null;
  createdAt: string;
  updatedAt: string;
}

export type AnnouncementCommand =
  | { type: 'Create'; announcementId: string; input: AnnouncementInput; at: string }
  | { type: 'Update'; input: AnnouncementInput; at: string }
  | { type: 'Delete'; at: string };

export const initialState = (): Announcement => ({
  exists: false,
  deleted: false,
  announcementId: '',
  title: '',
  summary: '',
  body: '',
  critical: false,
  draft: false,
  showAfter: null,
  createdAt: '',
  updatedAt: '',
});

const NO_SUCH = 'No such notification';

export const decide = (command: AnnouncementCommand, state: Announcement): AnnouncementEvent[] => {
  if (command.type === 'Create') {
    if (state.exists) throw new ConflictError('This notification already exists');
    const { content, problems } = checkAnnouncement({
      title: '',
      summary: '',
      body: '',
      critical: false,
      draft: false,
      showAfter: null,
      ...definedOnly(command.input),
    });
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
    return [
      { type: 'notifications.announcement.created', data: { announcementId: command.announcementId, ...content, createdAt: command.at } },
    ];
  }
  if (!state.exists || state.deleted) throw new NotFoundError(NO_SUCH);
  if (command.type === 'Delete') {
    return [{ type: 'notifications.announcement.deleted', data: { announcementId: state.announcementId, deletedAt: command.at } }];
  }
  const { critical, ...edits } = definedOnly(command.input);
  const { content, problems } = checkAnnouncement({ ...state, ...edits, critical: state.critical });
  if (critical !== undefined && critical !== state.critical) problems.critical = [MESSAGES.criticalOnlyOnCreate];
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  const { critical: _unchanged, ...changed } = content;
  const same = (Object.keys(changed) as (keyof typeof changed)[]).every((key) => changed[key] === state[key]);
  // Saving the form without changes appends nothing, so the version (and ETag) stays.
  if (same) return [];
  return [
    { type: 'notifications.announcement.updated', data: { announcementId: state.announcementId, ...changed, updatedAt: command.at } },
  ];
};

export const evolve = (state: Announcement, event: AnnouncementEvent): Announcement => {
  switch (event.type) {
    case 'notifications.announcement.created': {
      const { createdAt, ...fields } = event.data;
      return { ...initialState(), ...fields, exists: true, createdAt, updatedAt: createdAt };
    }
    case 'notifications.announcement.updated': {
      const { updatedAt, announcementId: _id, ...fields } = event.data;
      return { ...state, ...fields, updatedAt };
    }
    case 'notifications.announcement.deleted':
      return { ...state, deleted: true };
  }
};

/** `{title: undefined}` must not erase a title on edit. */
const definedOnly = (input: AnnouncementInput): AnnouncementInput =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as AnnouncementInput;

export const announcementDecider: Decider<Announcement, AnnouncementCommand, AnnouncementEvent> = { initialState, decide, evolve };
