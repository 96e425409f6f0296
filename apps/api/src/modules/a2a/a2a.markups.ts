import type { DbHandle } from '@portal/db';
import {
  resolveCompanyLayers,
  resolveScopedMarkup,
  type Markup,
  type PricingLayers,
  type ScopedMarkup,
} from '@portal/domain';
import type { MaybePromise } from '../../lib/maybe-promise.ts';
import type { Buyer } from '../bookings/core/product.ts';
import { buyerMarkups, type BuyerMarkups } from '../markups/buyer-markups.ts';

const PRODUCT = 'a2a';

/** The a2a markup rows that can apply to a buyer (company per agent/ticket/sector, the parent's for a sub-agent). */
export type A2aMarkups = Pick<BuyerMarkups, 'company' | 'subAgent' | 'accountId'>;

/** From the one reader of markup rows (buyerMarkups: kept per buyer until a markup changes). */
export const loadA2aMarkups = (database: DbHandle, buyer: Buyer): MaybePromise<A2aMarkups> =>
  buyerMarkups(database, PRODUCT, buyer);

const plain = (m: ScopedMarkup | null): Markup | null => (m ? { type: m.type, value: m.value } : null);

/** Original notes: A2A markups are per ticket or per sector: the ticket's first, then the sector's, then the product's. */
function pick<T extends ScopedMarkup>(rows: readonly T[], ticketId: string, sectorId: string): T | null {
  for (const itemId of [ticketId, sectorId, null]) {
    const scope = rows.filter((r) => r.itemId === itemId).map((r) => ({ ...r, agentId: null }));
    const found = resolveScopedMarkup(scope, { agentId: null, product: PRODUCT, itemId });
    if (found) return found;
  }
  return null;
}

/** The company's margin for the ticket with the account's own markup on top (ADR 0014), and the parent's. */
export function a2aLayers(m: A2aMarkups, ticketId: string, sectorId: string): Omit<PricingLayers, 'client'> {
  return {
    ...resolveCompanyLayers(m.company, m.accountId, (rows) => pick(rows, ticketId, sectorId)),
    subAgent: plain(pick(m.subAgent, ticketId, sectorId)),
  };
}
