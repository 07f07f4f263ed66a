import type { components } from '../api/types';

type Installation = components['schemas']['Installation'];

/**
 * "My installations" is read from the metrics service, which follows the installs over Kafka: for a moment after an
 * install or uninstall answers, the list does not show it yet, and the session's read-your-writes wait does not cover
 * that read model. So the page keeps its own changes over the list until the list agrees, asking again meanwhile:
 * every second, for this long at most (the change shows all along; only its confirmation is given up).
 */
export const CONFIRM_POLL_MS = 1000;
export const CONFIRM_POLL_FOR_MS = 30_000;

interface OwnChanges {
  /** Made here, not listed yet; newest first. */
  installed: { installation: Installation; at: number }[];
  /**
   * Uninstalled here. `listed`: the list had the installation, so (one stream, applied in order) once the list lacks
   * it the uninstall has landed. An installation uninstalled before the list ever had it stays hidden for the page's
   * life: the list may show its install before its uninstall.
   */
  uninstalled: Map<string, { listed: boolean; at: number }>;
}

/** By query key (app and user), for the page's life: a reload asks the server only. */
const changes = new Map<string, OwnChanges>();

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

const changesOf = (queryKey: readonly unknown[]): OwnChanges => {
  const key = keyOf(queryKey);
  let own = changes.get(key);
  if (!own) {
    own = { installed: [], uninstalled: new Map() };
    changes.set(key, own);
  }
  return own;
};

export function noteInstalled(queryKey: readonly unknown[], installation: Installation, now = Date.now()): void {
  const own = changesOf(queryKey);
  own.installed = [
    { installation, at: now },
    ...own.installed.filter((i) => i.installation.installation_id !== installation.installation_id),
  ];
  own.uninstalled.delete(installation.installation_id);
}

export function noteUninstalled(queryKey: readonly unknown[], installationId: string, now = Date.now()): void {
  const own = changesOf(queryKey);
  const unlisted = own.installed.some((i) => i.installation.installation_id === installationId);
  own.installed = own.installed.filter((i) => i.installation.installation_id !== installationId);
  own.uninstalled.set(installationId, { listed: !unlisted, at: now });
}

/** Forgets the changes the server's list now shows (call it with the server's answer only). */
export function settle(queryKey: readonly unknown[], server: readonly Installation[]): void {
  const own = changes.get(keyOf(queryKey));
  if (!own) return;
  const listed = new Set(server.map((i) => i.installation_id));
  own.installed = own.installed.filter((i) => !listed.has(i.installation.installation_id));
  for (const [id, uninstall] of own.uninstalled) if (uninstall.listed && !listed.has(id)) own.uninstalled.delete(id);
}

/** A list with this page's changes over it: its own installs first (the newest), its uninstalls left out. */
export function withOwnChanges(queryKey: readonly unknown[], list: readonly Installation[]): Installation[] {
  const own = changes.get(keyOf(queryKey));
  if (!own) return [...list];
  const mine = own.installed.map((i) => i.installation);
  const made = new Set(mine.map((i) => i.installation_id));
  return [...mine, ...list.filter((i) => !made.has(i.installation_id) && !own.uninstalled.has(i.installation_id))];
}

/** Whether a change made here lately is not confirmed by the list yet (then the list is asked again). */
export function awaitsList(queryKey: readonly unknown[], now = Date.now()): boolean {
  const own = changes.get(keyOf(queryKey));
  if (!own) return false;
  const young = (at: number) => now - at < CONFIRM_POLL_FOR_MS;
  return own.installed.some((i) => young(i.at)) || [...own.uninstalled.values()].some((u) => u.listed && young(u.at));
}
