import type { DbOrTx } from '@portal/db';
import {
  buyerLayers,
  loadBuyerMarkups as loadProductMarkups,
  type Buyer,
  type BuyerMarkups,
} from '../markups/buyer-markups.ts';

export type { Buyer, BuyerMarkups };

/** The attraction markups of one buyer (item = activity id), loaded once per request. */
export const loadBuyerMarkups = (db: DbOrTx, buyer: Buyer): Promise<BuyerMarkups> =>
  loadProductMarkups(db, 'attraction', buyer);

/** The layers for one activity: company null means the catalogue margin (decided in packages/domain). */
export const layersFor = buyerLayers;
