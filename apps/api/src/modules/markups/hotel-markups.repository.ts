import { and, asc, count, desc, eq, gte, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import {
  clientMarkups,
  companyMarkups,
  hotelAreas,
  hotelCities,
  hotelContracts,
  hotelRoomTypes,
  hotels,
  latestFxRate,
  normalizeSearchText,
  subAgentMarkups,
  type DbOrTx,
} from '@portal/db';
import { amountInBase, usableRate, type StarCategory } from '@portal/domain';
import { likePattern } from '../../lib/like-pattern.ts';

const PRODUCT = 'hotel';

export type HotelClientMarkupRow = typeof clientMarkups.$inferSelect;
export type HotelSubAgentMarkupRow = typeof subAgentMarkups.$inferSelect;

export interface HotelHeaderRow {
  id: string;
  name: string;
  cityName: string;
  areaName: string | null;
  starCategory: StarCategory;
}

const header = {
  id: hotels.id,
  name: hotels.name,
  cityName: hotelCities.name,
  areaName: hotelAreas.name,
  starCategory: hotels.starCategory,
};

export async function activeHotelsByStar(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ star: hotels.starCategory, n: count() })
    .from(hotels)
    .where(eq(hotels.isActive, true))
    .groupBy(hotels.starCategory);
  return new Map(rows.map((r) => [r.star, Number(r.n)]));
}

export interface HotelPageFilter {
  search?: string | undefined;
  cityId?: string | undefined;
  starCategory?: StarCategory | undefined;
  /** Only these hotels (the marked filter); null: any. */
  ids: string[] | null;
}

/** Active hotels, best known first; the search matches the accent- and case-free name. */
export async function hotelsPage(db: DbOrTx, f: HotelPageFilter, skip: number, limit: number) {
  if (f.ids !== null && f.ids.length === 0) return { rows: [], total: 0 };
  const text = f.search ? normalizeSearchText(f.search) : '';
  const conditions: (SQL | undefined)[] = [
    eq(hotels.isActive, true),
    text ? like(hotels.nameSearch, likePattern(text)) : undefined,
    f.cityId ? eq(hotels.cityId, f.cityId) : undefined,
    f.starCategory ? eq(hotels.starCategory, f.starCategory) : undefined,
    f.ids ? inArray(hotels.id, f.ids) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...header,
        roomTypes: sql<number>`(select count(*)::int from ${hotelRoomTypes} r where r.hotel_id = ${hotels.id})`,
      })
      .from(hotels)
      .innerJoin(hotelCities, eq(hotelCities.id, hotels.cityId))
      .leftJoin(hotelAreas, eq(hotelAreas.id, hotels.areaId))
      .where(where)
      .orderBy(desc(hotels.popularity), asc(hotels.name), asc(hotels.id))
      .limit(limit)
      .offset(skip),
    db.select({ n: count() }).from(hotels).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, roomTypes: Number(r.roomTypes) })), total: Number(total?.n ?? 0) };
}

export async function findHotel(db: DbOrTx, id: string): Promise<HotelHeaderRow | null> {
  const [row] = await db
    .select(header)
    .from(hotels)
    .innerJoin(hotelCities, eq(hotelCities.id, hotels.cityId))
    .leftJoin(hotelAreas, eq(hotelAreas.id, hotels.areaId))
    .where(and(eq(hotels.id, id), eq(hotels.isActive, true)));
  return row ?? null;
}

export async function findRoomType(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: hotelRoomTypes.id, name: hotelRoomTypes.name, hotelId: hotels.id, hotelName: hotels.name })
    .from(hotelRoomTypes)
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
    .where(and(eq(hotelRoomTypes.id, id), eq(hotels.isActive, true)));
  return row ?? null;
}

export function roomTypesOf(db: DbOrTx, hotelIds: readonly string[]) {
  if (hotelIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: hotelRoomTypes.id, hotelId: hotelRoomTypes.hotelId, name: hotelRoomTypes.name })
    .from(hotelRoomTypes)
    .where(inArray(hotelRoomTypes.hotelId, [...hotelIds]))
    .orderBy(asc(hotelRoomTypes.sortOrder), asc(hotelRoomTypes.name));
}

/** The hotels of some room types (the marked filter turns room markups into hotels). */
export async function hotelIdsOfRoomTypes(db: DbOrTx, roomTypeIds: readonly string[]): Promise<string[]> {
  if (roomTypeIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ hotelId: hotelRoomTypes.hotelId })
    .from(hotelRoomTypes)
    .where(inArray(hotelRoomTypes.id, [...roomTypeIds]));
  return rows.map((r) => r.hotelId);
}

/**
 * Per room type the lowest season room price (base board, base occupancy) of its active contracts
 * among the seasons not yet over on `today`: the "from" net the markups page previews.
 */
export async function fromNetByRoomType(
  db: DbOrTx,
  roomTypeIds: readonly string[],
  today: string,
): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (roomTypeIds.length === 0) return result;
  const rows = await db
    .select({
      roomTypeId: hotelContracts.roomTypeId,
      seasons: hotelContracts.seasons,
      currency: hotelContracts.currency,
      rate: latestFxRate(hotelContracts.currency),
    })
    .from(hotelContracts)
    .where(
      and(
        inArray(hotelContracts.roomTypeId, [...roomTypeIds]),
        eq(hotelContracts.isActive, true),
        gte(hotelContracts.validTo, today),
      ),
    );
  for (const row of rows) {
    // In AED, as the search prices it (a contract in a currency without a rate does not sell).
    const rate = usableRate(row.currency, row.rate === null ? null : Number(row.rate));
    if (rate === null) continue;
    for (const season of row.seasons) {
      if (season.to < today) continue;
      const net = amountInBase(season.roomPrice, rate);
      const held = result.get(row.roomTypeId);
      if (held === undefined || net < held) result.set(row.roomTypeId, net);
    }
  }
  return result;
}

export function hotelClientMarkupsOf(db: DbOrTx, agentId: string) {
  return db
    .select()
    .from(clientMarkups)
    .where(and(eq(clientMarkups.agentId, agentId), eq(clientMarkups.product, PRODUCT)));
}

/** The hotel markups a reseller set for its sub-agents (all of them, or one). */
export function hotelSubAgentMarkupsOf(db: DbOrTx, parentId: string, subAgentId?: string) {
  return db
    .select()
    .from(subAgentMarkups)
    .where(
      and(
        eq(subAgentMarkups.parentId, parentId),
        eq(subAgentMarkups.product, PRODUCT),
        subAgentId ? eq(subAgentMarkups.subAgentId, subAgentId) : undefined,
      ),
    );
}

/** Company hotel markups that can apply to an account: its own rows and the defaults. */
export function hotelCompanyMarkupsFor(db: DbOrTx, accountId: string) {
  return db
    .select({
      agentId: companyMarkups.agentId,
      product: companyMarkups.product,
      itemId: companyMarkups.itemId,
      type: companyMarkups.type,
      value: companyMarkups.value,
      direction: companyMarkups.direction,
    })
    .from(companyMarkups)
    .where(
      and(
        eq(companyMarkups.product, PRODUCT),
        or(isNull(companyMarkups.agentId), eq(companyMarkups.agentId, accountId)),
      ),
    );
}
