import type { DbOrTx } from '@portal/db';
import { buyerLayers, loadBuyerMarkups, type Buyer, type BuyerMarkups } from '../markups/buyer-markups.ts';

/** Who is buying: the sub-agent layer applies only to a sub-agent; the company scope is its parent. */
export type VisaBuyer = Buyer;

/** Every visa markup row that can apply to one buyer (item = visa type id). */
export const loadVisaMarkups = (db: DbOrTx, buyer: VisaBuyer): Promise<BuyerMarkups> =>
  loadBuyerMarkups(db, 'visa', buyer);

/** The layers for one visa type: company null means the list margin (packages/domain priceVisa). */
export const visaLayers = buyerLayers;
