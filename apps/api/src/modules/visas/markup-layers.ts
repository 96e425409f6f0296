import type { DbHandle } from '@portal/db';
import type { MaybePromise } from '../../lib/maybe-promise.ts';
import { buyerLayers, buyerMarkups, type Buyer, type BuyerMarkups } from '../markups/buyer-markups.ts';

/** Who is buying: the sub-agent layer applies only to a sub-agent; the company scope is its parent. */
export type VisaBuyer = Buyer;

/** Every visa markup row that can apply to one buyer (item = visa type id), kept per buyer (buyerMarkups). */
export const loadVisaMarkups = (database: DbHandle, buyer: VisaBuyer): MaybePromise<BuyerMarkups> =>
  buyerMarkups(database, 'visa', buyer);

/** The layers for one visa type: company null means the list margin (packages/domain priceVisa). */
export const visaLayers = buyerLayers;
