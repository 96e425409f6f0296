import { percentOf, roundHalfUp, type Minor } from '../money.ts';
import type { Markup } from '../pricing/markup.ts';
import type { PriceBreakdown } from '../pricing/pipeline.ts';
import { OCCUPANCY_ADULTS, OCCUPANCY_TYPES, type OccupancyType } from './constants.ts';

/** A price as a quotation shows it: the agent's cost and the client's price, in one currency. */
export interface Quoted {
  agentPrice: Minor;
  sellPrice: Minor;
}

export const ZERO_QUOTED: Readonly<Quoted> = Object.freeze({ agentPrice: 0, sellPrice: 0 });

/** Converts one priced line (AED minor units) to the quotation currency, rounded per line. */
export function quoteLine(b: Pick<PriceBreakdown, 'agentPrice' | 'sellPrice'>, rate: number): Quoted {
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError('conversion rate must be positive');
  return { agentPrice: roundHalfUp(b.agentPrice * rate), sellPrice: roundHalfUp(b.sellPrice * rate) };
}

export function addQuoted(...lines: readonly Quoted[]): Quoted {
  return lines.reduce(
    (t, l) => ({ agentPrice: t.agentPrice + l.agentPrice, sellPrice: t.sellPrice + l.sellPrice }),
    {
      ...ZERO_QUOTED,
    },
  );
}

/** One person's share of a line priced for the whole party, rounded half up. */
export function shareOf(total: Quoted, persons: number): Quoted {
  if (!Number.isSafeInteger(persons) || persons < 1) throw new RangeError('a share needs one person or more');
  return {
    agentPrice: roundHalfUp(total.agentPrice / persons),
    sellPrice: roundHalfUp(total.sellPrice / persons),
  };
}

/**
 * The quotation's own margin on a per-person price (the original's isCustomMarkup): flat amounts are
 * minor units of the quotation currency per person, percentages apply to the client's price. Like a
 * client markup it is the agent's margin - it raises the client's price only.
 */
export function withCustomMarkup(price: Quoted, markup: Markup | null): Quoted {
  if (!markup || markup.value === 0) return price;
  const extra = markup.type === 'flat' ? roundHalfUp(markup.value) : percentOf(price.sellPrice, markup.value);
  return { agentPrice: price.agentPrice, sellPrice: price.sellPrice + extra };
}

/** One hotel of a stay option, priced for one room per occupancy (null: the room does not take it). */
export interface HotelRoomPrices {
  rooms: Record<OccupancyType, Quoted | null>;
  /**
   * What adding every child of the party to the double room costs (the family room less the double;
   * null: no room takes them). The children share it equally.
   */
  childrenExtra: Quoted | null;
}

export interface StayCostingInput {
  hotels: readonly HotelRoomPrices[];
  /** Each transfer slot's price for the whole party (already in the quotation currency). */
  transfers: readonly Quoted[];
}

export interface LandPerPerson {
  adult: Quoted;
  child: Quoted;
}

export interface StayPerPerson {
  occupancies: { occupancy: OccupancyType; perPersonAdultPrice: Quoted | null }[];
  perPersonChildPrice: Quoted | null;
}

/**
 * The per-person prices of one stay option (original-api-notes section 14: totals divided per
 * person): for each occupancy, each hotel's room price shared by its adults, plus each traveller's
 * share of the transfers, plus the land services (excursions, visa) per adult or child, plus the
 * custom markup. The children share their parents' double room and pay what adding them costs.
 */
export function stayPerPerson(
  stay: StayCostingInput,
  party: { adults: number; children: number },
  land: LandPerPerson,
  custom: Markup | null,
): StayPerPerson {
  const persons = party.adults + party.children;
  const transferShare =
    stay.transfers.length > 0 ? shareOf(addQuoted(...stay.transfers), persons) : ZERO_QUOTED;
  const occupancies = OCCUPANCY_TYPES.map((occupancy) => {
    const shares: Quoted[] = [];
    for (const hotel of stay.hotels) {
      const room = hotel.rooms[occupancy];
      if (!room) return { occupancy, perPersonAdultPrice: null };
      shares.push(shareOf(room, OCCUPANCY_ADULTS[occupancy]));
    }
    return {
      occupancy,
      perPersonAdultPrice: withCustomMarkup(addQuoted(...shares, transferShare, land.adult), custom),
    };
  });
  return { occupancies, perPersonChildPrice: childPrice(stay, party.children, transferShare, land, custom) };
}

function childPrice(
  stay: StayCostingInput,
  children: number,
  transferShare: Quoted,
  land: LandPerPerson,
  custom: Markup | null,
): Quoted | null {
  if (children === 0) return null;
  const hotelShares: Quoted[] = [];
  for (const hotel of stay.hotels) {
    if (!hotel.childrenExtra) return null;
    hotelShares.push(shareOf(hotel.childrenExtra, children));
  }
  return withCustomMarkup(addQuoted(...hotelShares, transferShare, land.child), custom);
}

/** The lowest per-adult client price of a quotation (the list's "from" figure). */
export function lowestPerPerson(stays: readonly StayPerPerson[], landOnly: Quoted | null): Minor {
  const prices = stays.flatMap((s) =>
    s.occupancies.flatMap((o) => (o.perPersonAdultPrice ? [o.perPersonAdultPrice.sellPrice] : [])),
  );
  if (landOnly) prices.push(landOnly.sellPrice);
  return prices.length ? Math.min(...prices) : 0;
}

/** The difference of two priced rooms, component by component, never below zero (a child's extra). */
export function extraOver(withChild: Quoted, without: Quoted): Quoted {
  return {
    agentPrice: Math.max(0, withChild.agentPrice - without.agentPrice),
    sellPrice: Math.max(0, withChild.sellPrice - without.sellPrice),
  };
}
