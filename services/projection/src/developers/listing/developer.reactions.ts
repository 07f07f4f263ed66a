import { EVENT_TYPES_BY_TOPIC, type EventTypeOnTopic } from '@portal/contracts';
import { on, type Reaction } from '../../core/pg/reaction';
import { DEVELOPER_APPS_TABLE, DEVELOPERS_TABLE, OAUTH_APPLICATIONS_TABLE } from '../../core/pg/read-tables';
import { applyRowInOrder } from '../../core/pg/row-guard';
import type { Fields } from '../../core/pg/row-store';
import type { PortalEvent } from '../../core/typed-event';
import { developerLock } from './owner-fields';

type DeveloperEventType = EventTypeOnTopic<'identity.developer'>;

/** The row a developer's sign-up creates and a profile edit or address change changes; the other events change nothing listed. */
export const developerRowChange = (event: PortalEvent<DeveloperEventType>): Fields => {
  if (event.type === 'identity.developer.profile_changed') {
    return { name: `${event.data.firstName} ${event.data.lastName}`, company_name: event.data.companyName };
  }
  if (event.type === 'identity.developer.email_changed') return { email: event.data.email };
  if (event.type !== 'identity.developer.signed_up') return {};
  const d = event.data;
  return {
    name: `${d.firstName} ${d.lastName}`,
    email: d.email,
    company_name: null,
    platform_id: d.platformId,
    signed_up_at: d.signedUpAt,
  };
};

const react = (type: DeveloperEventType): Reaction =>
  on(type, async (store, event) => {
    const id = event.data.developerId;
    await store.lock(developerLock(id));
    const change = developerRowChange(event);
    const outcome = await applyRowInOrder(store, DEVELOPERS_TABLE, id, event.streamVersion, () => change);
    // Apps and clients projected before their owner show the owner from now on.
    if (event.type === 'identity.developer.signed_up') {
      const owner = { owner_name: change.name, owner_email: change.email };
      for (const table of [DEVELOPER_APPS_TABLE, OAUTH_APPLICATIONS_TABLE]) await store.updateWhere(table, 'owner_id', id, owner);
    }
    // A renamed owner: their apps and clients show the new name (only when the row took the change, so a replay of an old rename does not undo a newer one).
    if (event.type === 'identity.developer.profile_changed' && outcome === 'applied') {
      for (const table of [DEVELOPER_APPS_TABLE, OAUTH_APPLICATIONS_TABLE])
        await store.updateWhere(table, 'owner_id', id, { owner_name: change.name });
    }
    // A new sign-in address: the admin lists show (and search) the owner by it, under the same replay rule.
    if (event.type === 'identity.developer.email_changed' && outcome === 'applied') {
      for (const table of [DEVELOPER_APPS_TABLE, OAUTH_APPLICATIONS_TABLE])
        await store.updateWhere(table, 'owner_id', id, { owner_email: change.email });
    }
  });

/** Every type of the topic, even those that change nothing listed: each must advance `rev`. */
export const DEVELOPER_REACTIONS: readonly Reaction[] = EVENT_TYPES_BY_TOPIC['identity.developer'].map(react);
