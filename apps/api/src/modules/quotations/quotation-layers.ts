import type { DbHandle, DbOrTx } from '@portal/db';
import {
  priceLine,
  quoteLine,
  type Minor,
  type PricingLayers,
  type QuotationComponent,
  type Quoted,
} from '@portal/domain';
import { buyerLayers, buyerMarkups, type Buyer, type BuyerMarkups } from '../markups/buyer-markups.ts';

/**
 * What pricing a quotation needs once per request: the buyer, its quotation markups (item = the
 * component: hotel, attraction, transfer, visa), the currency rate and the clock.
 */
export interface QuotationPricing {
  /** The handle: every product's markup rows are read through it (kept per buyer, buyerMarkups). */
  database: DbHandle;
  db: DbOrTx;
  buyer: Buyer;
  markups: BuyerMarkups;
  /** Units of the quotation currency per AED. */
  rate: number;
  now: Date;
}

/**
 * Which quotation layers apply: all of them (what the agent is quoted), the company's only (the
 * agent price of a reseller's account before a sub-agent markup), or none (the quotation's net: what
 * its components cost the agent's account). The booking core's breakdown of a quotation is the
 * difference between these (quotation.product.ts).
 */
export type QuotationLayerLevel = 'all' | 'company' | 'none';

export async function quotationPricing(
  database: DbHandle,
  buyer: Buyer,
  rate: number,
  now: Date,
  level: QuotationLayerLevel = 'all',
): Promise<QuotationPricing> {
  const markups = await buyerMarkups(database, 'quotation', buyer);
  const upTo: BuyerMarkups =
    level === 'all'
      ? markups
      : { ...markups, company: level === 'none' ? [] : markups.company, subAgent: [], client: [] };
  return { database, db: database.db, buyer, markups: upTo, rate, now };
}

export function componentLayers(p: QuotationPricing, component: QuotationComponent): PricingLayers {
  return buyerLayers(p.markups, component);
}

/**
 * A component through the quotation's layers (ADR 0007): its base is what the product itself charges
 * the agent's account (the product's own company layer, VAT included), then the quotation markups of
 * the component - company, sub-agent, client - with flat amounts per person (per person-night for
 * hotels), then converted to the quotation currency.
 */
export function quoteComponent(
  p: QuotationPricing,
  component: QuotationComponent,
  base: Minor,
  flatUnits: number,
): Quoted {
  return quoteLine(
    priceLine({ quantity: 1, unitNet: base, flatUnits, ...componentLayers(p, component) }),
    p.rate,
  );
}
