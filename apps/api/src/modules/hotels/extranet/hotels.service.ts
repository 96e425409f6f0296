import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  InventoryCitiesAnswer,
  InventoryHotelDto,
  InventoryHotelListAnswer,
  InventoryRoomTypeDto,
  inventoryHotelBody,
  inventoryRoomTypeBody,
} from '@portal/contracts';
import {
  hotelAllotmentDefaults,
  hotelAreas,
  hotelCities,
  hotelContracts,
  hotelRoomTypes,
  hotels,
  normalizeSearchText,
  type DbOrTx,
} from '@portal/db';
import { distanceFromCentreKm, roomOccupancyProblem } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { recordAudit, type ActingAs } from '../../../audit/index.ts';
import { noteLocalChange } from '../../../lib/change-feed.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';
import { contractDto } from './contracts.service.ts';

/**
 * Hotel content and room types of the extranet (issue 34 section 1), written to the very tables the
 * search and booking read. Every change is audited in its transaction and bumps the change counter
 * 'inventory' through the tables' triggers (migration 0030), so searches on every node see it at once.
 */

type HotelInput = z.output<typeof inventoryHotelBody>;
type RoomTypeInput = z.output<typeof inventoryRoomTypeBody>;
type HotelRow = typeof hotels.$inferSelect;
type RoomTypeRow = typeof hotelRoomTypes.$inferSelect;

export function roomTypeDto(row: RoomTypeRow): InventoryRoomTypeDto {
  return {
    _id: row.id,
    hotelId: row.hotelId,
    name: row.name,
    maxAdults: row.maxAdults,
    maxChildren: row.maxChildren,
    maxInfants: row.maxInfants,
    maxOccupancy: row.maxOccupancy,
    maxExtraBeds: row.maxExtraBeds,
    bedTypes: row.bedTypes,
    sizeSqm: row.sizeSqm,
    amenities: row.amenities,
    images: row.images,
  };
}

/** The stored fields an audit row compares (content only, no timestamps). */
function hotelAudit(row: HotelRow): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, nameSearch: _n, ...rest } = row;
  return rest;
}

export async function listInventoryHotels(
  db: DbOrTx,
  query: { q?: string | undefined; all: 'true' | 'false' },
): Promise<InventoryHotelListAnswer> {
  const contracts = sql<number>`(select count(*)::int from ${hotelContracts} where ${hotelContracts.hotelId} = ${hotels.id})`;
  const conditions = [];
  if (query.q) conditions.push(sql`${hotels.nameSearch} like ${`%${normalizeSearchText(query.q)}%`}`);
  if (query.all !== 'true') conditions.push(sql`${contracts} > 0 or ${hotels.bedbankCode} is null`);
  const rows = await db
    .select({
      _id: hotels.id,
      name: hotels.name,
      starCategory: hotels.starCategory,
      cityName: hotelCities.name,
      isActive: hotels.isActive,
      contracts,
    })
    .from(hotels)
    .innerJoin(hotelCities, eq(hotelCities.id, hotels.cityId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(hotels.nameSearch))
    .limit(100);
  return { hotels: rows };
}

export async function inventoryCities(db: DbOrTx): Promise<InventoryCitiesAnswer> {
  const [cities, areas] = await Promise.all([
    db.select().from(hotelCities).orderBy(asc(hotelCities.sortOrder), asc(hotelCities.name)),
    db.select().from(hotelAreas).orderBy(asc(hotelAreas.name)),
  ]);
  return {
    cities: cities.map((c) => ({
      _id: c.id,
      name: c.name,
      countryCode: c.countryCode,
      areas: areas.filter((a) => a.cityId === c.id).map((a) => ({ _id: a.id, name: a.name })),
    })),
  };
}

export async function inventoryHotel(db: DbOrTx, id: string): Promise<InventoryHotelDto> {
  const [row] = await db
    .select({ hotel: hotels, cityName: hotelCities.name })
    .from(hotels)
    .innerJoin(hotelCities, eq(hotelCities.id, hotels.cityId))
    .where(eq(hotels.id, id));
  if (!row) throw notFound('Hotel');
  const [rooms, contracts] = await Promise.all([
    db
      .select()
      .from(hotelRoomTypes)
      .where(eq(hotelRoomTypes.hotelId, id))
      .orderBy(asc(hotelRoomTypes.sortOrder), asc(hotelRoomTypes.name)),
    db
      .select()
      .from(hotelContracts)
      .where(eq(hotelContracts.hotelId, id))
      .orderBy(asc(hotelContracts.validFrom), asc(hotelContracts.rateName)),
  ]);
  const names = new Map(rooms.map((r) => [r.id, r.name]));
  const h = row.hotel;
  return {
    _id: h.id,
    name: h.name,
    starCategory: h.starCategory,
    accommodationType: h.accommodationType,
    chain: h.chain,
    address: h.address,
    cityId: h.cityId,
    cityName: row.cityName,
    areaId: h.areaId,
    latitude: h.latitude,
    longitude: h.longitude,
    description: h.description,
    amenities: h.amenities,
    images: h.images,
    checkInTime: h.checkInTime,
    checkOutTime: h.checkOutTime,
    phone: h.phone,
    isActive: h.isActive,
    roomTypes: rooms.map(roomTypeDto),
    contracts: contracts.map((c) => contractDto(c, names.get(c.roomTypeId) ?? '')),
  };
}

/** The city (with its centre) and area of a hotel, checked: the area must be the city's. */
async function placeOf(db: DbOrTx, input: HotelInput) {
  const [city] = await db.select().from(hotelCities).where(eq(hotelCities.id, input.cityId));
  if (!city) throw badRequest('cityId: no such city', { cityId: ['No such city'] });
  if (input.areaId) {
    const [area] = await db
      .select({ id: hotelAreas.id })
      .from(hotelAreas)
      .where(and(eq(hotelAreas.id, input.areaId), eq(hotelAreas.cityId, city.id)));
    if (!area)
      throw badRequest('areaId: the area is not in this city', { areaId: ['Not an area of the city'] });
  }
  return city;
}

function hotelValues(input: HotelInput, city: { latitude: number; longitude: number }) {
  return {
    name: input.name,
    nameSearch: normalizeSearchText(input.name),
    chain: input.chain || null,
    starCategory: input.starCategory,
    accommodationType: input.accommodationType,
    address: input.address,
    cityId: input.cityId,
    areaId: input.areaId,
    latitude: input.latitude,
    longitude: input.longitude,
    distanceFromCityCentreKm: distanceFromCentreKm(input, city),
    description: input.description,
    amenities: input.amenities,
    images: input.images,
    checkInTime: input.checkInTime,
    checkOutTime: input.checkOutTime,
    phone: input.phone,
    isActive: input.isActive,
  };
}

export async function createInventoryHotel(deps: AppDeps, input: HotelInput, who: ActingAs) {
  const { db } = deps.database;
  const city = await placeOf(db, input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(hotels).values(hotelValues(input, city)).returning();
    if (!row) throw new Error('hotel not stored');
    await recordAudit(tx, who, {
      kind: 'hotel.create',
      object: { type: 'hotel', id: row.id },
      before: null,
      after: hotelAudit(row),
    });
    noteLocalChange();
    return row.id;
  });
  return inventoryHotel(db, id);
}

/** Replaces the content of a hotel; `isActive: false` deactivates it (agents no longer find it). */
export async function updateInventoryHotel(deps: AppDeps, id: string, input: HotelInput, who: ActingAs) {
  const { db } = deps.database;
  const city = await placeOf(db, input);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(hotels).where(eq(hotels.id, id)).for('update');
    if (!before) throw notFound('Hotel');
    const [after] = await tx
      .update(hotels)
      .set({ ...hotelValues(input, city), updatedAt: deps.clock.now() })
      .where(eq(hotels.id, id))
      .returning();
    await recordAudit(tx, who, {
      kind: before.isActive && !input.isActive ? 'hotel.deactivate' : 'hotel.update',
      object: { type: 'hotel', id },
      before: hotelAudit(before),
      after: after ? hotelAudit(after) : null,
    });
    noteLocalChange();
  });
  return inventoryHotel(db, id);
}

function checkOccupancy(input: RoomTypeInput): void {
  const problem = roomOccupancyProblem(input);
  if (problem)
    throw badRequest(`${problem.field}: ${problem.message}`, { [problem.field]: [problem.message] });
}

function roomValues(input: RoomTypeInput) {
  return {
    name: input.name,
    maxAdults: input.maxAdults,
    maxChildren: input.maxChildren,
    maxInfants: input.maxInfants,
    maxOccupancy: input.maxOccupancy,
    maxExtraBeds: input.maxExtraBeds,
    bedTypes: input.bedTypes,
    sizeSqm: input.sizeSqm,
    amenities: input.amenities,
    images: input.images,
  };
}

/**
 * A new room type, with a default allotment of 0 rooms a night (type count): nothing is sold until
 * the allotment grid releases rooms, and the search sees the room type's nights at all.
 */
export async function createInventoryRoomType(
  deps: AppDeps,
  hotelId: string,
  input: RoomTypeInput,
  who: ActingAs,
): Promise<InventoryRoomTypeDto> {
  checkOccupancy(input);
  const { db } = deps.database;
  return db.transaction(async (tx) => {
    const [hotel] = await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId));
    if (!hotel) throw notFound('Hotel');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(hotelRoomTypes)
      .where(eq(hotelRoomTypes.hotelId, hotelId));
    const [row] = await tx
      .insert(hotelRoomTypes)
      .values({ ...roomValues(input), hotelId, sortOrder: (n + 1) * 10 })
      .returning();
    if (!row) throw new Error('room type not stored');
    await tx.insert(hotelAllotmentDefaults).values({ roomTypeId: row.id, type: 'count', count: 0 });
    await recordAudit(tx, who, {
      kind: 'room-type.create',
      object: { type: 'room-type', id: row.id },
      before: null,
      after: roomTypeDto(row),
    });
    noteLocalChange();
    return roomTypeDto(row);
  });
}

export async function updateInventoryRoomType(
  deps: AppDeps,
  id: string,
  input: RoomTypeInput,
  who: ActingAs,
): Promise<InventoryRoomTypeDto> {
  checkOccupancy(input);
  return deps.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(hotelRoomTypes).where(eq(hotelRoomTypes.id, id)).for('update');
    if (!before) throw notFound('Room type');
    const [after] = await tx
      .update(hotelRoomTypes)
      .set(roomValues(input))
      .where(eq(hotelRoomTypes.id, id))
      .returning();
    if (!after) throw notFound('Room type');
    await recordAudit(tx, who, {
      kind: 'room-type.update',
      object: { type: 'room-type', id },
      before: roomTypeDto(before),
      after: roomTypeDto(after),
    });
    noteLocalChange();
    return roomTypeDto(after);
  });
}
