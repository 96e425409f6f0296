import type { DbHandle } from '@portal/db';
import type { MaybePromise } from '../../lib/maybe-promise.ts';
import { buyerLayers, buyerMarkups, type Buyer, type BuyerMarkups } from '../markups/buyer-markups.ts';

export type { Buyer, BuyerMarkups };

/** The attraction markups of one buyer (item = activity id), kept per buyer (buyerMarkups). */
export const loadBuyerMarkups = (database: DbHandle, buyer: Buyer): MaybePromise<BuyerMarkups> =>
  buyerMarkups(database, 'attraction', buyer);

/** The layers for one activity: company null means the catalogue margin (decided in packages/domain). */
export const layersFor = buyerLayers;
