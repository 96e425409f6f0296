import {
  hotelCompanyLayers,
  parseHotelMarkupItem,
  priceHotelRate,
  resolveHotelMarkup,
  type HotelMarkupRow,
  type Markup,
  type StarCategory,
} from '@portal/domain';
import type { DbOrTx } from '@portal/db';
import {
  hotelClientMarkupsOf,
  hotelCompanyMarkupsFor,
  hotelSubAgentMarkupsOf,
  type HotelClientMarkupRow,
} from './hotel-markups.repository.ts';

/** Who opens the markups page: a sub-agent is priced under its parent's company markups. */
export interface MarkupCaller {
  agentId: string;
  role: 'reseller' | 'sub-agent';
  parentId: string | null;
}

interface StoredRow {
  itemId: string | null;
  type: 'flat' | 'percentage';
  value: number;
}

/** Every hotel markup row the page needs for one caller, loaded once per request. */
export interface CallerHotelMarkups {
  accountId: string;
  company: HotelMarkupRow[];
  /** The caller's own sub-agent layer (set by its parent) when the caller is a sub-agent. */
  ownSubAgent: HotelMarkupRow[];
  client: HotelMarkupRow[];
  /** The caller's client rows as stored (ids for the page). */
  clientRows: HotelClientMarkupRow[];
}

const plain = (r: StoredRow): HotelMarkupRow => ({ itemId: r.itemId, type: r.type, value: Number(r.value) });

export async function loadCallerHotelMarkups(db: DbOrTx, caller: MarkupCaller): Promise<CallerHotelMarkups> {
  const isSub = caller.role === 'sub-agent' && caller.parentId !== null;
  const accountId = isSub ? caller.parentId! : caller.agentId;
  const [company, own, client] = await Promise.all([
    hotelCompanyMarkupsFor(db, accountId),
    isSub ? hotelSubAgentMarkupsOf(db, caller.parentId!, caller.agentId) : Promise.resolve([]),
    hotelClientMarkupsOf(db, caller.agentId),
  ]);
  return {
    accountId,
    company: company.map((r) => ({ ...plain(r), agentId: r.agentId, direction: r.direction })),
    ownSubAgent: own.map(plain),
    client: client.map(plain),
    clientRows: client,
  };
}

export interface RoomRef {
  hotel: { id: string; starCategory: StarCategory };
  roomTypeId: string;
}

const layerOf = (m: Markup | null): Markup | null => (m ? { type: m.type, value: m.value } : null);

/**
 * Preview of one room for one night at a contract net: the caller's agent price (company, and its
 * own sub-agent layer when it is a sub-agent) and its sell price (its client markup on top). The
 * markups page previews contract rates, so the company layer is resolved for source `contract`.
 */
export function callerPreview(
  rows: CallerHotelMarkups,
  ref: RoomRef,
  net: number,
): { agentPrice: number; sellPrice: number } {
  const room = { id: ref.roomTypeId };
  const b = priceHotelRate({
    net,
    rooms: 1,
    nights: 1,
    layers: {
      ...hotelCompanyLayers(rows.company, ref.hotel, room, 'contract', rows.accountId),
      subAgent: layerOf(resolveHotelMarkup(rows.ownSubAgent, ref.hotel, room, 'contract')),
      client: layerOf(resolveHotelMarkup(rows.client, ref.hotel, room, 'contract')),
    },
  });
  return { agentPrice: b.agentPrice, sellPrice: b.sellPrice };
}

/** What one of the caller's sub-agents pays per room night: the caller's company layer plus its markup. */
export function subAgentPreview(
  rows: CallerHotelMarkups,
  subRows: readonly HotelMarkupRow[],
  ref: RoomRef,
  net: number,
): number {
  const room = { id: ref.roomTypeId };
  return priceHotelRate({
    net,
    rooms: 1,
    nights: 1,
    layers: {
      ...hotelCompanyLayers(rows.company, ref.hotel, room, 'contract', rows.accountId),
      subAgent: layerOf(resolveHotelMarkup(subRows, ref.hotel, room, 'contract')),
    },
  }).agentPrice;
}

/** Rows indexed by their stored itemId, for the "markup set at exactly this scope" columns. */
export function byItem<T extends { itemId: string | null }>(rows: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const r of rows) if (r.itemId !== null && parseHotelMarkupItem(r.itemId)) map.set(r.itemId, r);
  return map;
}
