import { eq } from 'drizzle-orm';
import { agentConfigurations, type DbHandle, type DbOrTx } from '@portal/db';
import {
  priceLine,
  resolveCompanyLayers,
  type Markup,
  type PricingLayers,
  type ScopedMarkup,
} from '@portal/domain';
import { forbidden } from '../../lib/app-error.ts';
import { buyerMarkups } from '../markups/buyer-markups.ts';
import type { PaxNet } from '../../suppliers/flights/index.ts';

export interface Buyer {
  agentId: string;
  role: 'reseller' | 'sub-agent';
  parentId: string | null;
  /** The agency user booking, and its per-booking wallet limit (booking core). */
  userId?: string | null;
  bookingLimit?: number | null;
  seesNetPrices?: boolean;
}

/**
 * The flight layers of a buyer, per airline: company (admin; the buyer's account over the default),
 * sub-agent (its parent's, only when a sub-agent buys) and client (its own). Items are airline codes
 * (original notes: flight markups are per airline code); null is every airline. The rows come from
 * the one reader of markup rows (buyerMarkups: kept per buyer until a markup changes).
 */
export async function loadFlightLayers(
  database: DbHandle,
  buyer: Buyer,
): Promise<(carrier: string) => PricingLayers> {
  const rows = await buyerMarkups(database, 'flight', buyer);
  const memo = new Map<string, PricingLayers>();
  return (carrier) => {
    let layers = memo.get(carrier);
    if (!layers) {
      layers = {
        ...resolveCompanyLayers(rows.company, rows.accountId, (found) => mostSpecific(found, carrier)),
        subAgent: rows.isSubAgent ? pick(rows.subAgent, carrier) : null,
        client: pick(rows.client, carrier),
      };
      memo.set(carrier, layers);
    }
    return layers;
  };
}

/** The most specific row: the airline over every airline. */
function mostSpecific<T extends ScopedMarkup>(rows: readonly T[], carrier: string): T | null {
  return rows.find((r) => r.itemId === carrier) ?? rows.find((r) => r.itemId === null) ?? null;
}

function pick(rows: readonly ScopedMarkup[], carrier: string): Markup | null {
  const found = mostSpecific(rows, carrier);
  return found ? { type: found.type, value: found.value } : null;
}

export interface FlightPrice {
  net: number;
  companyMarkup: number;
  subAgentMarkup: number;
  vat: number;
  clientMarkup: number;
  agentPrice: number;
  sellPrice: number;
}

/**
 * A fare through the one pricing pipeline: one line per traveller type (flat markups per person),
 * summed. Flights carry no VAT on the company's markup here (international transport is zero-rated).
 */
export function priceFare(
  net: PaxNet,
  pax: { adults: number; children: number; infants: number },
  layers: PricingLayers,
) {
  const lines = [
    priceLine({ quantity: pax.adults, unitNet: net.adult, ...layers }),
    priceLine({ quantity: pax.children, unitNet: net.child, ...layers }),
    priceLine({ quantity: pax.infants, unitNet: net.infant, ...layers }),
  ];
  const price: FlightPrice = {
    net: 0,
    companyMarkup: 0,
    subAgentMarkup: 0,
    vat: 0,
    clientMarkup: 0,
    agentPrice: 0,
    sellPrice: 0,
  };
  for (const l of lines) for (const k of Object.keys(price) as (keyof FlightPrice)[]) price[k] += l[k];
  const perAdultSell = priceLine({ quantity: 1, unitNet: net.adult, ...layers }).sellPrice;
  return { price, perAdultSell };
}

/** Flights are a module the agent may not have (configuration flag showFlight): 403 then. */
export async function assertFlightsEnabled(db: DbOrTx, agentId: string): Promise<void> {
  const [config] = await db
    .select({ showFlight: agentConfigurations.showFlight })
    .from(agentConfigurations)
    .where(eq(agentConfigurations.agentId, agentId));
  if (!config?.showFlight) throw forbidden('Flights are not enabled for your account');
}
