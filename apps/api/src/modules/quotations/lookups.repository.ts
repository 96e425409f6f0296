import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  airportTerminals,
  attractionActivities,
  attractions,
  countries,
  destinations,
  hotelAreas,
  hotelCities,
  hotels,
  queryRows,
  hotelContracts,
  hotelRoomTypes,
  transferVehicles,
  visaCountries,
  visaTypes,
  type DbOrTx,
} from '@portal/db';
import { likePattern } from '../../lib/like-pattern.ts';

export function terminalRows(db: DbOrTx) {
  return db.select().from(airportTerminals).orderBy(asc(airportTerminals.iata), asc(airportTerminals.code));
}

export function activeVehicles(db: DbOrTx) {
  return db
    .select()
    .from(transferVehicles)
    .where(eq(transferVehicles.isActive, true))
    .orderBy(asc(transferVehicles.sortOrder));
}

export function hotelCityRows(db: DbOrTx) {
  return queryRows<{ id: string; name: string; countryName: string; propertyCount: number }>(
    db,
    sql`select c.id, c.name, co.name as "countryName",
               (select count(*)::int from ${hotels} h where h.city_id = c.id and h.is_active) as "propertyCount"
          from ${hotelCities} c join ${countries} co on co.isocode = c.country_code
         order by c.sort_order, c.name`,
  );
}

/** Active excursions: every active activity of an active attraction, by destination and title. */
export function excursionRows(db: DbOrTx) {
  return db
    .select({
      activity: attractionActivities,
      attractionId: attractions.id,
      attractionTitle: attractions.title,
      destination: destinations.name,
    })
    .from(attractionActivities)
    .innerJoin(attractions, eq(attractions.id, attractionActivities.attractionId))
    .innerJoin(destinations, eq(destinations.id, attractions.destinationId))
    .where(and(eq(attractions.isActive, true), eq(attractionActivities.isActive, true)))
    .orderBy(asc(destinations.name), asc(attractions.title), asc(attractionActivities.sortOrder));
}

/** The visa types of every visa destination (the UAE), with the destination's id. */
export function visaTypeRows(db: DbOrTx) {
  return db
    .select({ type: visaTypes, visaCountryId: visaCountries.id })
    .from(visaTypes)
    .innerJoin(visaCountries, eq(visaCountries.countryIsocode, visaTypes.countryIsocode))
    .where(eq(visaTypes.isActive, true))
    .orderBy(asc(visaTypes.sortOrder));
}

/** Hotels of a city and/or matching a text, with their room types, at most 50. */
export async function hotelRows(
  db: DbOrTx,
  filter: { cityId?: string | undefined; search?: string | undefined },
) {
  const conditions = [eq(hotels.isActive, true)];
  if (filter.cityId) conditions.push(eq(hotels.cityId, filter.cityId));
  if (filter.search) {
    const like = likePattern(filter.search);
    conditions.push(or(ilike(hotels.name, like), ilike(hotelAreas.name, like))!);
  }
  const rows = await db
    .select({
      id: hotels.id,
      name: hotels.name,
      starCategory: hotels.starCategory,
      cityId: hotels.cityId,
      cityName: hotelCities.name,
      areaName: hotelAreas.name,
    })
    .from(hotels)
    .innerJoin(hotelCities, eq(hotelCities.id, hotels.cityId))
    .leftJoin(hotelAreas, eq(hotelAreas.id, hotels.areaId))
    .where(and(...conditions))
    .orderBy(sql`${hotels.popularity} desc`, asc(hotels.name))
    .limit(50);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [rooms, boards] = await Promise.all([
    db
      .select({
        id: hotelRoomTypes.id,
        hotelId: hotelRoomTypes.hotelId,
        name: hotelRoomTypes.name,
        maxAdults: hotelRoomTypes.maxAdults,
        maxChildren: hotelRoomTypes.maxChildren,
        maxOccupancy: hotelRoomTypes.maxOccupancy,
      })
      .from(hotelRoomTypes)
      .where(inArray(hotelRoomTypes.hotelId, ids))
      .orderBy(asc(hotelRoomTypes.sortOrder), asc(hotelRoomTypes.name)),
    db
      .selectDistinct({ hotelId: hotelContracts.hotelId, boardCode: hotelContracts.boardCode })
      .from(hotelContracts)
      .where(and(inArray(hotelContracts.hotelId, ids), eq(hotelContracts.isActive, true))),
  ]);
  return rows.map((r) => ({
    ...r,
    roomTypes: rooms.filter((room) => room.hotelId === r.id),
    boardCodes: boards.filter((b) => b.hotelId === r.id).map((b) => b.boardCode),
  }));
}
