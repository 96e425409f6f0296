import type { DbHandle } from '@portal/db';
import type { PricingLayers } from '@portal/domain';
import { buyerLayers, buyerMarkups, type Buyer } from '../markups/buyer-markups.ts';

/**
 * The three layers for one plan (item id = plan code): company markup by the admin command line
 * (the buyer's account over the default, the plan over the whole product), the parent's markup for
 * a sub-agent buyer, and the buyer's own client markup. Flat values are per insured person.
 */
export async function insuranceLayers(
  database: DbHandle,
  buyer: Buyer,
  planCode: string,
): Promise<PricingLayers> {
  return buyerLayers(await buyerMarkups(database, 'insurance', buyer), planCode);
}
