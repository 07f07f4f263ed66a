import { EVENT_TYPES_BY_TOPIC, type EventTypeOnTopic } from '@portal/contracts';
import { on, type Reaction } from '../../core/pg/reaction';
import { APP_SANDBOXES_TABLE } from '../../core/pg/read-tables';
import { applyRowInOrder } from '../../core/pg/row-guard';
import type { Fields } from '../../core/pg/row-store';
import type { PortalEvent } from '../../core/typed-event';
import { sandboxDocumentChange } from '../apps.projection';

type SandboxEventType = EventTypeOnTopic<'apps.sandbox'>;

/** What a sandbox event sets on its `app_sandboxes` row: the status the document gets, and its app once. */
export const sandboxRowChange = (event: PortalEvent<SandboxEventType>): Fields => {
  const change = sandboxDocumentChange(event);
  return {
    ...(change.appId !== undefined ? { app_id: change.appId } : {}),
    ...(change.status !== undefined ? { status: change.status } : {}),
  };
};

/** Every type of the topic, even those that change no status: each must advance `rev`. */
export const APP_SANDBOX_REACTIONS: readonly Reaction[] = EVENT_TYPES_BY_TOPIC['apps.sandbox'].map((type) =>
  on(type, (store, event) =>
    applyRowInOrder(store, APP_SANDBOXES_TABLE, event.data.sandboxId, event.streamVersion, () => sandboxRowChange(event)),
  ),
);
