import type { Db } from '@portal/db';
import { forgetAllotmentDefaults, forgetContracts } from './contracts.repository.ts';
import { forgetContractOffers } from './offer-memo.ts';

/**
 * Drops everything the contract adapter keeps of a database between searches: contracts, default
 * allotments and priced offers. Called when the change counter 'inventory' moves (an extranet edit
 * on any node, see modules/hotels/inventory-sync.ts); exception nights are read fresh anyway.
 */
export function forgetContractInventory(db: Db): void {
  forgetContracts(db);
  forgetAllotmentDefaults(db);
  forgetContractOffers(db);
}
