import type { Minor } from '../money.ts';
import { priceLine, sumBreakdowns, type PriceBreakdown, type PricingLayers } from '../pricing/pipeline.ts';

export interface A2aPriceInput {
  /** Net fare of one seat and of one infant, in minor units (the ticket's price and infant price). */
  seatNet: Minor;
  infantNet: Minor;
  travellers: number;
  infants: number;
  /** Company and sub-agent layers (flat amounts per seat); the client layer is `agentMarkup`. */
  layers: Omit<PricingLayers, 'client'>;
  /** The agent's own markup for the whole booking (its margin; shown on client documents, not debited). */
  agentMarkup: Minor;
}

export interface A2aPrice {
  seats: PriceBreakdown;
  infants: PriceBreakdown;
  total: PriceBreakdown;
  /** Per traveller: what one seat costs the agent, and one infant. */
  seatAgentPrice: Minor;
  infantAgentPrice: Minor;
}

/**
 * The a2a booking through the one pricing pipeline: a seats line (markups per seat) and an infants
 * line (infant fare, no markup: infants take no seat), then the agent's per-booking markup as the
 * client layer of the whole booking. agentPrice is debited; sellPrice goes on client documents.
 */
export function priceA2aBooking(input: A2aPriceInput): A2aPrice {
  if (!Number.isSafeInteger(input.agentMarkup) || input.agentMarkup < 0)
    throw new RangeError('markup must be a whole, non-negative amount in minor units');
  const seats = priceLine({ quantity: input.travellers, unitNet: input.seatNet, ...input.layers });
  const infants = priceLine({ quantity: input.infants, unitNet: input.infantNet });
  const markup = priceLine({ quantity: 1, unitNet: 0, client: { type: 'flat', value: input.agentMarkup } });
  const total = sumBreakdowns([seats, infants, markup]);
  const one = priceLine({ quantity: 1, unitNet: input.seatNet, ...input.layers });
  return {
    seats,
    infants,
    total,
    seatAgentPrice: one.agentPrice,
    infantAgentPrice: input.infantNet,
  };
}

/**
 * Each traveller's share of a paid booking: its seat, plus the infant fare when it carries one.
 * The shares add up exactly to the booking's agent price less the agent's markup (never debited).
 * A cancellation refunds a share less the ticket's fee.
 */
export function passengerShares(
  price: Pick<A2aPrice, 'seats' | 'infants'>,
  rows: readonly { isInfant: boolean }[],
): Minor[] {
  const infants = rows.filter((r) => r.isInfant).length;
  let infantIndex = 0;
  return rows.map((row, i) => {
    const seat = splitEvenly(price.seats.agentPrice, rows.length, i);
    return seat + (row.isInfant ? splitEvenly(price.infants.agentPrice, infants, infantIndex++) : 0);
  });
}

/** Share `i` of `total` split into `parts` whole amounts that add up exactly (remainder to the first). */
export function splitEvenly(total: Minor, parts: number, i: number): Minor {
  if (parts <= 0) return 0;
  const base = Math.floor(total / parts);
  return base + (i < total - base * parts ? 1 : 0);
}

export function refundFor(paid: Minor, fee: Minor): { fee: Minor; refund: Minor } {
  const charged = Math.min(Math.max(0, fee), paid);
  return { fee: charged, refund: paid - charged };
}

/**
 * One booking line per traveller (each can be cancelled on its own): its seat through the pipeline
 * (company and sub-agent layers, flat amounts per seat), its infant's fare when it carries one (no
 * markup: infants take no seat), and on the first line the agent's per-booking markup as the client
 * layer. Lines are rounded on their own; the booking's total is their sum.
 */
export function priceA2aPassengers(
  input: Omit<A2aPriceInput, 'travellers' | 'infants'> & { rows: readonly { isInfant: boolean }[] },
): PriceBreakdown[] {
  if (!Number.isSafeInteger(input.agentMarkup) || input.agentMarkup < 0)
    throw new RangeError('markup must be a whole, non-negative amount in minor units');
  return input.rows.map((row, i) =>
    sumBreakdowns([
      priceLine({ quantity: 1, unitNet: input.seatNet, ...input.layers }),
      priceLine({ quantity: row.isInfant ? 1 : 0, unitNet: input.infantNet }),
      priceLine({
        quantity: 1,
        unitNet: 0,
        client: { type: 'flat', value: i === 0 ? input.agentMarkup : 0 },
      }),
    ]),
  );
}
