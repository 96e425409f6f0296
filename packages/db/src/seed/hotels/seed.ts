import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { plainDateIn } from '@portal/domain';
import type { Db, Tx } from '../../client.ts';
import { normalizeSearchText } from '../../hotels/search-text.ts';
import {
  hotelAllotmentDefaults,
  hotelAllotments,
  hotelAreas,
  hotelCities,
  hotelContracts,
  hotelRoomTypes,
  hotels,
  popularPlaces,
} from '../../schema/index.ts';
import { allotmentsFor } from './allotments.ts';
import { hotelCatalogue, type SeedHotel } from './catalogue.ts';
import { contractsFor } from './contracts.ts';
import { popularHotelPlaces } from './popular.ts';
import { HOTEL_COUNTRY, HOTEL_TIME_ZONE } from './places.ts';
import { seasonSpans } from './seasons.ts';

export interface SeedHotelsResult {
  skipped: boolean;
  hotels: number;
  roomTypes: number;
  contracts: number;
  allotmentDefaults: number;
  allotmentExceptions: number;
}

const SEED_LOCK = 72_410_009;
/** Rows per insert statement (one JSON parameter each). */
const CHUNK = 2000;

/**
 * Seeds the hotel catalogue: cities, areas, hotels, room types, contracts (seasons relative to the
 * seed date) and allotments, then points the popular hotel places at the seeded cities with their real
 * counts. Needs the reference seed (countries) first. Idempotent: does nothing when any hotel exists;
 * an advisory lock keeps two starting processes from seeding twice.
 */
export async function seedHotels(db: Db, options: { now?: Date } = {}): Promise<SeedHotelsResult> {
  const today = plainDateIn(options.now ?? new Date());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(hotels);
    if ((existing?.n ?? 0) > 0) {
      return {
        skipped: true,
        hotels: 0,
        roomTypes: 0,
        contracts: 0,
        allotmentDefaults: 0,
        allotmentExceptions: 0,
      };
    }
    const catalogue = hotelCatalogue();
    await tx.insert(hotelCities).values(
      catalogue.cities.map((c, i) => ({
        id: c.id,
        name: c.name,
        nameSearch: normalizeSearchText(c.name),
        slug: c.slug,
        state: c.state,
        countryCode: HOTEL_COUNTRY.code,
        latitude: c.lat,
        longitude: c.lng,
        timeZone: HOTEL_TIME_ZONE,
        sortOrder: i,
      })),
    );
    await tx.insert(hotelAreas).values(
      catalogue.areas.map((a) => ({
        id: a.id,
        cityId: a.cityId,
        name: a.name,
        nameSearch: normalizeSearchText(a.name),
        latitude: a.lat,
        longitude: a.lng,
      })),
    );
    const spans = seasonSpans(today);
    const contracts = catalogue.hotels.flatMap((h) => contractsFor(h, today, spans));
    const inventory = catalogue.hotels.map((h) => allotmentsFor(h, today));
    const defaults = inventory.flatMap((i) => i.defaults);
    const exceptions = inventory.flatMap((i) => i.exceptions);
    const roomTypes = catalogue.hotels.flatMap((h) =>
      h.roomTypes.map((r, i) => ({
        id: r.id,
        hotelId: h.id,
        name: r.name,
        maxAdults: r.maxAdults,
        maxChildren: r.maxChildren,
        maxOccupancy: r.maxOccupancy,
        bedTypes: r.bedTypes,
        maxExtraBeds: r.maxExtraBeds,
        sizeSqm: r.sizeSqm ?? null,
        amenities: r.amenities,
        bedbankCode: r.bedbankCode,
        sortOrder: i,
      })),
    );

    await insertChunks(tx, hotels, catalogue.hotels.map(hotelRow));
    await insertChunks(tx, hotelRoomTypes, roomTypes);
    await insertChunks(
      tx,
      hotelContracts,
      contracts.map((c) => ({ ...c, isActive: true })),
    );
    await insertChunks(tx, hotelAllotmentDefaults, defaults);
    await insertChunks(tx, hotelAllotments, exceptions);
    await refreshPopularPlaces(tx);
    return {
      skipped: false,
      hotels: catalogue.hotels.length,
      roomTypes: roomTypes.length,
      contracts: contracts.length,
      allotmentDefaults: defaults.length,
      allotmentExceptions: exceptions.length,
    };
  });
}

function hotelRow(h: SeedHotel): typeof hotels.$inferInsert {
  return {
    id: h.id,
    name: h.name,
    nameSearch: h.nameSearch,
    chain: h.chain,
    starCategory: h.starCategory,
    accommodationType: h.accommodationType,
    address: h.address,
    cityId: h.cityId,
    areaId: h.areaId,
    latitude: h.latitude,
    longitude: h.longitude,
    distanceFromCityCentreKm: h.distanceFromCityCentreKm,
    description: h.description,
    amenities: h.amenities,
    checkInTime: h.checkInTime,
    checkOutTime: h.checkOutTime,
    images: h.images,
    phone: h.phone,
    allGuestDetailsRequired: h.allGuestDetailsRequired,
    bedbankCode: h.bedbankCode,
    popularity: h.popularity,
  };
}

/**
 * Inserts rows through one JSON parameter per chunk (`jsonb_to_recordset`), which PGlite and
 * PostgreSQL take two to three times faster than thousands of bind parameters. Column names and types
 * come from the Drizzle table; JSON arrays become SQL arrays. Every row must have the same keys.
 */
async function insertChunks<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const target = sql.join(
    columns.map(([, c]) => sql.identifier(c.name)),
    sql`, `,
  );
  const source = sql.join(
    columns.map(([key]) => sql.identifier(key)),
    sql`, `,
  );
  const shape = sql.join(
    columns.map(([key, c]) => sql`${sql.identifier(key)} ${sql.raw(c.getSQLType())}`),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await tx.execute(
      sql`insert into ${table} (${target}) select ${source} from jsonb_to_recordset(${json}::jsonb) as x(${shape})`,
    );
  }
}

/**
 * Popular hotel places (initial data) become the seeded cities and states with their real counts;
 * a city's row takes the city's id so choosing it searches that city.
 */
async function refreshPopularPlaces(tx: Tx): Promise<void> {
  await tx.delete(popularPlaces).where(sql`${popularPlaces.kind} in ('city', 'state')`);
  await tx.insert(popularPlaces).values(popularHotelPlaces());
}
