import type { DbHandle } from '@portal/db';
import { changeFeed } from '../../lib/change-feed.ts';
import { thenMaybe, type MaybePromise } from '../../lib/maybe-promise.ts';
import { forgetContractInventory } from '../../suppliers/hotels/index.ts';
import { forgetHotelContent } from './content.cache.ts';

/** The versions each database's caches were last built for on this node. */
const seen = new WeakMap<DbHandle, { inventory: number; hotels: number }>();

/**
 * Brings this node's hotel caches up to date with the change counters: 'inventory', which the
 * triggers of migration 0033 bump on every change of hotels, room types, contracts, default
 * allotments and exchange rates, empties them all (content, contracts, default allotments, priced
 * offers); 'hotels', bumped by hotels, cities, areas and countries, empties the content (a city's
 * name is in every record). Either from the extranet, the command line or SQL. Searches, details and
 * rechecks call it first, so an edit reaches every node's agents at once (within the change feed's
 * bound when a NOTIFY is lost); the caches' own age is only a safety net (ADR 0049).
 * A hot call with nothing changed costs no query and no promise.
 */
export function syncInventoryCaches(database: DbHandle): MaybePromise<void> {
  return thenMaybe(changeFeed(database).versions(), ({ inventory, hotels }) => {
    const last = seen.get(database);
    if (last?.inventory === inventory && last.hotels === hotels) return;
    seen.set(database, { inventory, hotels });
    forgetHotelContent(database.db);
    if (last?.inventory !== inventory) forgetContractInventory(database.db);
  });
}
