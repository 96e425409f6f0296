import type { DbHandle } from '@portal/db';
import { changeFeed } from '../../lib/change-feed.ts';
import { thenMaybe, type MaybePromise } from '../../lib/maybe-promise.ts';
import { forgetContractInventory } from '../../suppliers/hotels/index.ts';
import { forgetHotelContent } from './content.cache.ts';

/** The 'inventory' version each database's caches were last built for on this node. */
const seen = new WeakMap<DbHandle, number>();

/**
 * Brings this node's hotel caches (content, contracts, default allotments, priced offers) up to date
 * with the change counter 'inventory', which the triggers of migration 0030 bump on every change of
 * hotels, room types, contracts and default allotments - from the extranet, the command line or SQL.
 * Searches, details and rechecks call it first, so an edit reaches every node's agents at once
 * (within the change feed's bound when a NOTIFY is lost) instead of after the caches' minute.
 * A hot call with nothing changed costs no query and no promise.
 */
export function syncInventoryCaches(database: DbHandle): MaybePromise<void> {
  return thenMaybe(changeFeed(database).versions(), (versions) => {
    if (seen.get(database) === versions.inventory) return;
    seen.set(database, versions.inventory);
    forgetHotelContent(database.db);
    forgetContractInventory(database.db);
  });
}
