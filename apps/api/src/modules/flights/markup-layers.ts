import { and, eq, isNull, or } from 'drizzle-orm';
import { agentConfigurations, clientMarkups, companyMarkups, subAgentMarkups, type DbOrTx } from '@portal/db';
import {
  priceLine,
  resolveCompanyLayers,
  type Markup,
  type MarkupDirection,
  type PricingLayers,
} from '@portal/domain';
import { forbidden } from '../../lib/app-error.ts';
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

interface Row {
  type: 'flat' | 'percentage';
  value: number;
  itemId: string | null;
  agentId?: string | null;
  direction?: MarkupDirection;
}

const PRODUCT = 'flight';

/**
 * The flight markup rows that can apply to a buyer: company (admin; the buyer's account over the
 * default), sub-agent (its parent's, only when a sub-agent buys) and client (its own). Items are
 * airline codes (original notes: flight markups are per airline code); null is every airline.
 */
export async function loadFlightLayers(
  db: DbOrTx,
  buyer: Buyer,
): Promise<(carrier: string) => PricingLayers> {
  const isSub = buyer.role === 'sub-agent' && buyer.parentId !== null;
  const account = isSub ? buyer.parentId! : buyer.agentId;
  const [company, sub, client] = await Promise.all([
    db
      .select()
      .from(companyMarkups)
      .where(
        and(
          eq(companyMarkups.product, PRODUCT),
          or(isNull(companyMarkups.agentId), eq(companyMarkups.agentId, account)),
        ),
      ),
    isSub
      ? db
          .select()
          .from(subAgentMarkups)
          .where(and(eq(subAgentMarkups.product, PRODUCT), eq(subAgentMarkups.subAgentId, buyer.agentId)))
      : Promise.resolve([]),
    db
      .select()
      .from(clientMarkups)
      .where(and(eq(clientMarkups.product, PRODUCT), eq(clientMarkups.agentId, buyer.agentId))),
  ]);
  const memo = new Map<string, PricingLayers>();
  return (carrier) => {
    let layers = memo.get(carrier);
    if (!layers) {
      layers = {
        ...resolveCompanyLayers(
          company.map((r) => ({ ...r, value: Number(r.value) })),
          account,
          (rows) => mostSpecific(rows, carrier),
        ),
        subAgent: isSub ? pick(sub as Row[], carrier) : null,
        client: pick(client, carrier),
      };
      memo.set(carrier, layers);
    }
    return layers;
  };
}

/** The most specific row: the airline over every airline. */
function mostSpecific<T extends Row>(rows: readonly T[], carrier: string): T | null {
  return rows.find((r) => r.itemId === carrier) ?? rows.find((r) => r.itemId === null) ?? null;
}

function pick(rows: Row[], carrier: string): Markup | null {
  const found = mostSpecific(rows, carrier);
  return found ? { type: found.type, value: Number(found.value) } : null;
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
