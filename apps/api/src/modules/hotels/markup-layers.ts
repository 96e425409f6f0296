import { and, eq, isNull, or } from 'drizzle-orm';
import { clientMarkups, companyMarkups, subAgentMarkups, type DbOrTx } from '@portal/db';
import {
  parseHotelMarkupItem,
  resolveHotelMarkup,
  type HotelMarkupRow,
  type Markup,
  type PricingLayers,
  type RateSource,
  type StarCategory,
} from '@portal/domain';

/** Who is buying: the sub-agent layer applies only when a sub-agent buys; the company scope is its parent. */
export interface Buyer {
  agentId: string;
  role: 'reseller' | 'sub-agent';
  parentId: string | null;
}

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

const PRODUCT = 'hotel';

export async function loadHotelMarkups(db: DbOrTx, buyer: Buyer): Promise<HotelMarkupRows> {
  const isSubAgent = buyer.role === 'sub-agent' && buyer.parentId !== null;
  const accountId = isSubAgent ? buyer.parentId! : buyer.agentId;
  const [company, sub, client] = await Promise.all([
    db
      .select()
      .from(companyMarkups)
      .where(
        and(
          eq(companyMarkups.product, PRODUCT),
          or(isNull(companyMarkups.agentId), eq(companyMarkups.agentId, accountId)),
        ),
      ),
    isSubAgent
      ? db
          .select()
          .from(subAgentMarkups)
          .where(
            and(
              eq(subAgentMarkups.product, PRODUCT),
              eq(subAgentMarkups.subAgentId, buyer.agentId),
              eq(subAgentMarkups.parentId, accountId),
            ),
          )
      : Promise.resolve([]),
    db
      .select()
      .from(clientMarkups)
      .where(and(eq(clientMarkups.product, PRODUCT), eq(clientMarkups.agentId, buyer.agentId))),
  ]);
  const row = (r: { type: 'flat' | 'percentage'; value: number; itemId: string | null }): HotelMarkupRow => ({
    type: r.type,
    value: Number(r.value),
    itemId: r.itemId,
  });
  return {
    company: company.map((r) => ({ ...row(r), agentId: r.agentId })),
    subAgent: sub.map(row),
    client: client.map(row),
    accountId,
    isSubAgent,
  };
}

export interface RatedRoom {
  hotel: { id: string; starCategory: StarCategory };
  roomTypeId: string;
  source: RateSource;
}

/**
 * The three layers for one hotel, room type and source (the domain's resolveHotelMarkup: room type
 * over hotel over star category over every hotel; for company rows, per source and the buyer's
 * account over the default), memoised per search: every rate of the same
 * room type and source shares them, so a city search resolves a few thousand times, not per rate.
 */
export function hotelLayerResolver(rows: HotelMarkupRows) {
  const memo = new Map<string, PricingLayers>();
  const plain = (m: Markup | null): Markup | null => (m ? { type: m.type, value: m.value } : null);
  // Rows name few hotels and room types: every other room resolves by star category and source alone,
  // so the memo holds a handful of entries instead of one per room type of the city.
  const named = new Set<string>();
  for (const row of [...rows.company, ...rows.subAgent, ...rows.client]) {
    const item = parseHotelMarkupItem(row.itemId);
    if (item && (item.scope === 'hotel' || item.scope === 'room') && item.id) named.add(item.id);
  }
  return (room: RatedRoom): PricingLayers => {
    const key = named.has(room.roomTypeId)
      ? `r${room.roomTypeId}${room.source}`
      : named.has(room.hotel.id)
        ? `h${room.hotel.id}${room.source}`
        : `s${room.hotel.starCategory}${room.source}`;
    let layers = memo.get(key);
    if (!layers) {
      const roomType = { id: room.roomTypeId };
      layers = {
        company: plain(resolveHotelMarkup(rows.company, room.hotel, roomType, room.source, rows.accountId)),
        subAgent: rows.isSubAgent
          ? plain(resolveHotelMarkup(rows.subAgent, room.hotel, roomType, room.source))
          : null,
        client: plain(resolveHotelMarkup(rows.client, room.hotel, roomType, room.source)),
      };
      memo.set(key, layers);
    }
    return layers;
  };
}
