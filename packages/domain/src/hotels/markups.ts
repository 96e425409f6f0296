import { MAX_MINOR, type Minor } from '../money.ts';
import {
  layerAmount,
  resolveCompanyLayers,
  type CompanyLayers,
  type Markup,
  type MarkupDirection,
} from '../pricing/markup.ts';
import { companyAmount, priceLine, type PriceBreakdown, type PricingLayers } from '../pricing/pipeline.ts';
import { RATE_SOURCES, STAR_CATEGORIES, type RateSource, type StarCategory } from './types.ts';

/**
 * Hotel markups are rows of product `hotel` whose `itemId` names a scope:
 *
 *   null                  every hotel
 *   star:<category>       hotels of a star category (1-5, apartment, hostel, unrated)
 *   hotel:<hotelId>       one hotel
 *   room:<roomTypeId>     one room type
 *
 * Company markups may add a rate source: `source:contract` / `source:bedbank` for every hotel, or
 * `<scope>|contract` / `<scope>|bedbank` (e.g. `room:<id>|bedbank`). The most specific row wins:
 * room type over hotel over star category over every hotel, and at the same scope a row for the
 * rate's source over a row for any source. Company rows: the defaults (agent null) make the hotel's
 * own margin and the agent's rows a second layer on top of it (ADR 0014, `hotelCompanyLayers`).
 */
export const HOTEL_MARKUP_SCOPES = ['all', 'star', 'hotel', 'room'] as const;
export type HotelMarkupScope = (typeof HOTEL_MARKUP_SCOPES)[number];

export interface HotelMarkupItem {
  scope: HotelMarkupScope;
  /** Star category, hotel id or room type id; null for `all`. */
  id: string | null;
  /** Only for company markups; null: any source. */
  source: RateSource | null;
}

const SCOPE_RANK: Record<HotelMarkupScope, number> = { all: 0, star: 1, hotel: 2, room: 3 };

/** The stored itemId of a scope (null for every hotel, any source). */
export function hotelMarkupItemId(item: HotelMarkupItem): string | null {
  const base = item.scope === 'all' ? null : `${item.scope}:${item.id ?? ''}`;
  if (item.scope !== 'all' && !item.id) throw new RangeError(`a ${item.scope} markup needs an id`);
  if (item.scope === 'star' && !(STAR_CATEGORIES as readonly string[]).includes(item.id ?? '')) {
    throw new RangeError(`unknown star category ${String(item.id)}`);
  }
  if (item.source === null) return base;
  return base === null ? `source:${item.source}` : `${base}|${item.source}`;
}

/** The scope of a stored itemId; null when it is not a hotel scope. */
export function parseHotelMarkupItem(itemId: string | null): HotelMarkupItem | null {
  if (itemId === null) return { scope: 'all', id: null, source: null };
  const [scopePart, sourcePart, ...rest] = itemId.split('|');
  if (rest.length > 0 || !scopePart) return null;
  const source = sourcePart === undefined ? null : sourcePart;
  if (source !== null && !(RATE_SOURCES as readonly string[]).includes(source)) return null;
  const colon = scopePart.indexOf(':');
  if (colon < 0) return null;
  const kind = scopePart.slice(0, colon);
  const id = scopePart.slice(colon + 1);
  if (kind === 'source') {
    if (source !== null || !(RATE_SOURCES as readonly string[]).includes(id)) return null;
    return { scope: 'all', id: null, source: id as RateSource };
  }
  if (kind !== 'star' && kind !== 'hotel' && kind !== 'room') return null;
  if (id === '') return null;
  if (kind === 'star' && !(STAR_CATEGORIES as readonly string[]).includes(id)) return null;
  return { scope: kind, id, source: source as RateSource | null };
}

/** A stored hotel markup row; `agentId` only on company rows (null: the default for every agent). */
export interface HotelMarkupRow extends Markup {
  itemId: string | null;
  product?: string;
  agentId?: string | null;
  direction?: MarkupDirection;
}

/**
 * The company's two layers for one rate (ADR 0014): the most specific default row (the hotel's own
 * margin) and, on top of it, the most specific of the account's own rows.
 */
export function hotelCompanyLayers(
  rows: readonly HotelMarkupRow[],
  hotel: { id: string; starCategory: StarCategory },
  roomType: { id: string },
  source: RateSource,
  accountId: string | null,
): CompanyLayers {
  return resolveCompanyLayers(rows, accountId, (set) =>
    resolveHotelMarkup(
      set.map(({ agentId: _agent, ...own }) => own),
      hotel,
      roomType,
      source,
    ),
  );
}

/**
 * The markup layer for one rate: the most specific row for its room type, hotel, star category and
 * source (see above), or null when no row applies. Pass `agentId` for company rows so an agent's own
 * rows beat the defaults; rows without `agentId` are the caller's own (sub-agent or client rows).
 */
export function resolveHotelMarkup<T extends HotelMarkupRow>(
  rows: readonly T[],
  hotel: { id: string; starCategory: StarCategory },
  roomType: { id: string },
  source: RateSource,
  agentId?: string | null,
): T | null {
  let best: T | null = null;
  let bestRank = -1;
  for (const row of rows) {
    if (row.product !== undefined && row.product !== 'hotel') continue;
    const item = parseHotelMarkupItem(row.itemId);
    if (!item) continue;
    if (item.source !== null && item.source !== source) continue;
    const matches =
      item.scope === 'all' ||
      (item.scope === 'star' && item.id === hotel.starCategory) ||
      (item.scope === 'hotel' && item.id === hotel.id) ||
      (item.scope === 'room' && item.id === roomType.id);
    if (!matches) continue;
    let agentRank = 1;
    if (row.agentId !== undefined) {
      if (row.agentId === null) agentRank = 0;
      else if (row.agentId !== agentId) continue;
    }
    const rank = agentRank * 100 + SCOPE_RANK[item.scope] * 10 + (item.source === null ? 0 : 1);
    if (rank > bestRank) {
      best = row;
      bestRank = rank;
    }
  }
  return best;
}

function perRoomNight<M extends Markup>(markup: M | null | undefined, roomNights: number): M | null {
  if (!markup) return null;
  return markup.type === 'flat' ? { ...markup, value: markup.value * roomNights } : markup;
}

export interface HotelRatePriceInput {
  /** Net of the stay for all rooms (RateOffer.net or the bedbank's net). */
  net: Minor;
  rooms: number;
  nights: number;
  layers: PricingLayers;
  vatPercent?: number | undefined;
}

/**
 * A hotel rate through the one pricing pipeline as one line: flat markups apply per room per night,
 * percentages to the running price of the whole stay (each layer rounded once, on the line).
 */
export function priceHotelRate(input: HotelRatePriceInput): PriceBreakdown {
  const { rooms, nights } = input;
  if (!Number.isSafeInteger(rooms) || rooms < 1 || !Number.isSafeInteger(nights) || nights < 1) {
    throw new RangeError('a hotel rate has at least one room and one night');
  }
  const roomNights = rooms * nights;
  return priceLine({
    quantity: 1,
    unitNet: input.net,
    vatPercent: input.vatPercent,
    company: perRoomNight(input.layers.company, roomNights),
    companyForAgent: perRoomNight(input.layers.companyForAgent, roomNights),
    subAgent: perRoomNight(input.layers.subAgent, roomNights),
    client: perRoomNight(input.layers.client, roomNights),
  });
}

/**
 * priceHotelRate's agent and sell prices for many nets of one stay (rooms x nights) and one set of
 * layers, without VAT (hotel rates are VAT-inclusive as contracted): the layers are checked and their
 * flat amounts scaled to the stay once, then each net costs a few integer operations and no object.
 * The same pipeline functions (companyAmount, layerAmount) and rounding as priceHotelRate; anything
 * priceHotelRate rejects (a bad layer or party, a net that is not whole minor units, a price above
 * MAX_MINOR) throws its error here too.
 */
export interface HotelRatePricer {
  /** priceHotelRate({ net, rooms, nights, layers }).agentPrice. */
  agentPrice(net: Minor): Minor;
  /** The sell price of that agent price: plus the client layer on it (priceHotelRate's sellPrice). */
  sellPrice(agentPrice: Minor): Minor;
  /**
   * sellPrice of the agent price the last agentPrice call answered: made with it (the sell price
   * bounds the line, MAX_MINOR), so a caller that keeps both prices of most nets it prices (the
   * list) does not add the client layer a second time.
   */
  readonly lastSell: Minor;
}

export function hotelRatePricer(layers: PricingLayers, rooms: number, nights: number): HotelRatePricer {
  // Checks the party and every layer exactly as each call of priceHotelRate would.
  priceHotelRate({ net: 0, rooms, nights, layers });
  const roomNights = rooms * nights;
  const company = {
    company: perRoomNight(layers.company, roomNights),
    companyForAgent: perRoomNight(layers.companyForAgent, roomNights),
  };
  const subAgent = perRoomNight(layers.subAgent, roomNights);
  const client = perRoomNight(layers.client, roomNights);
  const pricer = {
    lastSell: 0,
    agentPrice(net: Minor): Minor {
      if (!Number.isSafeInteger(net) || net < 0) {
        const b = priceHotelRate({ net, rooms, nights, layers });
        pricer.lastSell = b.sellPrice;
        return b.agentPrice;
      }
      const companyMarkup = companyAmount(company, net, 1);
      const agent = net + companyMarkup + layerAmount(subAgent, net + companyMarkup, 1);
      const sell = agent + layerAmount(client, agent, 1);
      if (sell > MAX_MINOR) return priceHotelRate({ net, rooms, nights, layers }).agentPrice;
      pricer.lastSell = sell;
      return agent;
    },
    sellPrice: (agentPrice: Minor) => agentPrice + layerAmount(client, agentPrice, 1),
  };
  return pricer;
}
