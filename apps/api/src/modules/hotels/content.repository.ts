import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { countries, hotelAreas, hotelCities, hotelRoomTypes, hotels, type DbOrTx } from '@portal/db';
import type { SearchHotel } from '../../suppliers/hotels/supplier.ts';

/** A hotel's content with the bedbank codes: what search, pricing and the result cards need. */
export type HotelRecord = SearchHotel & { popularity: number };

/** `column = any($1)` with one array parameter: a city has hundreds of ids (an IN list would bind each). */
const anyOf = (column: AnyColumn, ids: readonly string[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::uuid[])`;

const hotelColumns = {
  id: hotels.id,
  name: hotels.name,
  chain: hotels.chain,
  starCategory: hotels.starCategory,
  accommodationType: hotels.accommodationType,
  address: hotels.address,
  cityId: hotels.cityId,
  cityName: hotelCities.name,
  areaId: hotels.areaId,
  areaName: hotelAreas.name,
  stateName: hotelCities.state,
  countryCode: hotelCities.countryCode,
  countryName: countries.name,
  latitude: hotels.latitude,
  longitude: hotels.longitude,
  distanceFromCityCentreKm: hotels.distanceFromCityCentreKm,
  amenities: hotels.amenities,
  checkInTime: hotels.checkInTime,
  checkOutTime: hotels.checkOutTime,
  timeZone: hotelCities.timeZone,
  images: hotels.images,
  phone: hotels.phone,
  allGuestDetailsRequired: hotels.allGuestDetailsRequired,
  bedbankCode: hotels.bedbankCode,
  popularity: hotels.popularity,
};

/**
 * Active hotels matching `where`, with their room types, in two queries. The description is left
 * out unless asked for: search and result cards never show it and it is the largest column.
 */
export async function loadHotels(
  db: DbOrTx,
  where: SQL | undefined,
  options: { description?: boolean } = {},
): Promise<HotelRecord[]> {
  const rows = await db
    .select(options.description ? { ...hotelColumns, description: hotels.description } : hotelColumns)
    .from(hotels)
    .innerJoin(hotelCities, eq(hotelCities.id, hotels.cityId))
    .innerJoin(countries, eq(countries.isocode, hotelCities.countryCode))
    .leftJoin(hotelAreas, eq(hotelAreas.id, hotels.areaId))
    .where(and(eq(hotels.isActive, true), where));
  if (rows.length === 0) return [];
  const rooms = await db
    .select()
    .from(hotelRoomTypes)
    .where(
      anyOf(
        hotelRoomTypes.hotelId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(hotelRoomTypes.hotelId), asc(hotelRoomTypes.sortOrder), asc(hotelRoomTypes.name));
  const byHotel = new Map<string, SearchHotel['roomTypes']>();
  for (const r of rooms) {
    let list = byHotel.get(r.hotelId);
    if (!list) byHotel.set(r.hotelId, (list = []));
    list.push({
      id: r.id,
      hotelId: r.hotelId,
      name: r.name,
      maxAdults: r.maxAdults,
      maxChildren: r.maxChildren,
      maxOccupancy: r.maxOccupancy,
      bedTypes: r.bedTypes,
      maxExtraBeds: r.maxExtraBeds,
      sizeSqm: r.sizeSqm ?? undefined,
      amenities: r.amenities,
      bedbankCode: r.bedbankCode,
    });
  }
  return rows.map((r) => ({
    ...r,
    description: 'description' in r ? String(r.description) : '',
    roomTypes: byHotel.get(r.id) ?? [],
  }));
}

export const hotelsOfCity = (cityId: string) => eq(hotels.cityId, cityId);
export const hotelsOfArea = (areaId: string) => eq(hotels.areaId, areaId);
export const hotelById = (hotelId: string) => eq(hotels.id, hotelId);
export const hotelsByIds = (ids: readonly string[]) => anyOf(hotels.id, ids);

/** Whether a city or area id exists (an unknown destination is a 400, not an empty result). */
export async function destinationExists(db: DbOrTx, kind: 'CITY' | 'AREA', id: string): Promise<boolean> {
  const table = kind === 'CITY' ? hotelCities : hotelAreas;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return Boolean(row);
}
