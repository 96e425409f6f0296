import {
  hotelCompanyLayers,
  parseHotelMarkupItem,
  resolveHotelMarkup,
  type HotelMarkupRow,
  type Markup,
  type PricingLayers,
  type RateSource,
  type StarCategory,
} from '@portal/domain';

/*
 * A buyer's hotel markup rows and their resolver: pure (no database), so that the list pricing
 * worker can resolve layers too (list-pricing.ts, ADR 0050). markup-layers.ts reads the rows.
 */

/** Every hotel markup row that can apply to one buyer, loaded once per search (three small queries). */
export interface HotelMarkupRows {
  /** With `agentId` (null: the default for every agent). */
  company: HotelMarkupRow[];
  /** The buyer's own layers carry no agentId (see resolveHotelMarkup). */
  subAgent: HotelMarkupRow[];
  client: HotelMarkupRow[];
  /** The company scope: a sub-agent is priced as its parent reseller's account. */
  accountId: string;
  isSubAgent: boolean;
}

export interface RatedRoom {
  hotel: { id: string; starCategory: StarCategory };
  roomTypeId: string;
  source: RateSource;
}

/**
 * A buyer's hotel layers, resolved from the rows loaded for one search (hotelLayerResolver).
 */
export interface HotelLayerResolver {
  /**
   * The three layers for one hotel, room type and source (the domain's resolveHotelMarkup: room
   * type over hotel over star category over every hotel; for company rows, per source and the
   * buyer's account over the default), memoised: every rate of the same room type and source
   * shares them, so a city search resolves a few thousand times, not per rate. It keeps nothing of
   * `room` (listEntries asks with one object set again per question).
   */
  layersOf: (room: RatedRoom) => PricingLayers;
  /**
   * Whether a row names this room type: when none does, every room type of a hotel and source
   * resolves to the same layers object (the memo's key then has no room in it), so a caller pricing
   * many room types (listEntries) resolves once per hotel and source.
   */
  namesRoom: (roomTypeId: string) => boolean;
  /**
   * Whether a row names this hotel: a room type of a hotel no row names, that no row names either,
   * resolves by star category and source alone (the same layers object for every such hotel).
   */
  namesHotel: (hotelId: string) => boolean;
  /**
   * The ids the rows name (hotels and room types), sorted, as JSON: '' when they name none.
   * Two resolvers with the same key answer namesRoom alike (list-pricing.ts keeps its answers for
   * a hotels array per key).
   */
  namedKey: string;
}

/** The resolver of one search's markup rows (see HotelLayerResolver). */
export function hotelLayerResolver(rows: HotelMarkupRows): HotelLayerResolver {
  const memo = new Map<string, PricingLayers>();
  const plain = (m: Markup | null): Markup | null => (m ? { type: m.type, value: m.value } : null);
  // Rows name few hotels and room types: every other room resolves by star category and source alone,
  // so the memo holds a handful of entries instead of one per room type of the city.
  const named = new Set<string>();
  for (const row of [...rows.company, ...rows.subAgent, ...rows.client]) {
    const item = parseHotelMarkupItem(row.itemId);
    if (item && (item.scope === 'hotel' || item.scope === 'room') && item.id) named.add(item.id);
  }
  // Most rooms resolve by star category and source: those skip building a key per rate.
  const byStar: Record<RateSource, Map<StarCategory, PricingLayers>> = {
    contract: new Map(),
    bedbank: new Map(),
  };
  const layersOf = (room: RatedRoom): PricingLayers => {
    const plainStar = !named.has(room.roomTypeId) && !named.has(room.hotel.id);
    if (plainStar) {
      const held = byStar[room.source].get(room.hotel.starCategory);
      if (held) return held;
    }
    const key = named.has(room.roomTypeId)
      ? `r${room.roomTypeId}${room.source}`
      : named.has(room.hotel.id)
        ? `h${room.hotel.id}${room.source}`
        : `s${room.hotel.starCategory}${room.source}`;
    let layers = memo.get(key);
    if (!layers) {
      const roomType = { id: room.roomTypeId };
      layers = {
        ...hotelCompanyLayers(rows.company, room.hotel, roomType, room.source, rows.accountId),
        subAgent: rows.isSubAgent
          ? plain(resolveHotelMarkup(rows.subAgent, room.hotel, roomType, room.source))
          : null,
        client: plain(resolveHotelMarkup(rows.client, room.hotel, roomType, room.source)),
      };
      memo.set(key, layers);
    }
    if (plainStar) byStar[room.source].set(room.hotel.starCategory, layers);
    return layers;
  };
  return {
    layersOf,
    namesRoom: (roomTypeId) => named.has(roomTypeId),
    namesHotel: (hotelId) => named.has(hotelId),
    namedKey: named.size === 0 ? '' : JSON.stringify([...named].sort()),
  };
}
