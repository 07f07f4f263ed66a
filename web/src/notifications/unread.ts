import type { Notification } from '../api/types';

/** Unread = no read_at (spec §4). */
export const isUnread = (n: Pick<Notification, 'read_at'>) => !n.read_at;

export function unreadCount(list: readonly Pick<Notification, 'read_at'>[] | undefined): number {
  return list ? list.filter(isUnread).length : 0;
}

/** The list with one notification marked read at `readAt` (others untouched). */
export function withRead<T extends Pick<Notification, 'id' | 'read_at'>>(list: readonly T[], id: string, readAt: string): T[] {
  return list.map((n) => (n.id === id && !n.read_at ? { ...n, read_at: readAt } : n));
}
