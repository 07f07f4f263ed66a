import { EVENT_TYPES_BY_TOPIC, type EventTypeOnTopic } from '@portal/contracts';
import { on, type Reaction } from '../../core/pg/reaction';
import { APP_SANDBOXES_TABLE, DEVELOPER_APPS_TABLE } from '../../core/pg/read-tables';
import { applyRowInOrder } from '../../core/pg/row-guard';
import type { Fields } from '../../core/pg/row-store';
import type { PortalEvent } from '../../core/typed-event';
import { sandboxDocumentChange } from '../apps.projection';
import { changes, sandboxStandingFields } from './app-standing';
import { appLock } from './app-lock';

type SandboxEventType = EventTypeOnTopic<'apps.sandbox'>;

/** What a sandbox event sets on its `app_sandboxes` row: the status the document gets, and its app once. */
export const sandboxRowChange = (event: PortalEvent<SandboxEventType>): Fields => {
  const change = sandboxDocumentChange(event);
  return {
    ...(change.appId !== undefined ? { app_id: change.appId } : {}),
    ...(change.status !== undefined ? { status: change.status } : {}),
  };
};

/**
 * Every type of the topic, even those that change no status: each must advance `rev`. The status is
 * copied onto the app's row when that row names this sandbox; an app row created later (topics are
 * applied independently) copies it then. The app's lock comes first, as in every app reaction.
 */
export const APP_SANDBOX_REACTIONS: readonly Reaction[] = EVENT_TYPES_BY_TOPIC['apps.sandbox'].map((type) =>
  on(type, async (store, event) => {
    const { appId, sandboxId } = event.data;
    await store.lock(appLock(appId));
    const outcome = await applyRowInOrder(store, APP_SANDBOXES_TABLE, sandboxId, event.streamVersion, () => sandboxRowChange(event));
    if (outcome !== 'applied') return;
    const app = await store.get(DEVELOPER_APPS_TABLE, appId);
    if (app?.sandbox_id !== sandboxId) return;
    const standing = sandboxStandingFields(await store.get(APP_SANDBOXES_TABLE, sandboxId));
    if (changes(app, standing)) await store.put(DEVELOPER_APPS_TABLE, { ...app, ...standing });
  }),
);
