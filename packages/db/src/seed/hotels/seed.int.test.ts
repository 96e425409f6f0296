import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelContent, HotelContract } from '@portal/domain';
import { queryRows, type DbHandle } from '../../client.ts';
import { normalizeSearchText } from '../../hotels/search-text.ts';
import {
  countries,
  hotelAreas,
  hotelCities,
  hotelContracts,
  hotelRoomTypes,
  hotels,
  popularPlaces,
} from '../../schema/index.ts';
import { createTestDb } from '../../testing/index.ts';
import { hotelCatalogue } from './catalogue.ts';
import { contractsFor } from './contracts.ts';
import { contractProblems } from './invariants.ts';
import { seedHotels } from './seed.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(handle.db, query))[0]?.n ?? -1;

/** A stored hotel read back into the domain's HotelContent. */
async function loadHotel(id: string): Promise<HotelContent> {
  const [row] = await handle.db
    .select({ h: hotels, city: hotelCities, area: hotelAreas, countryName: countries.name })
    .from(hotels)
    .innerJoin(hotelCities, eq(hotelCities.id, hotels.cityId))
    .leftJoin(hotelAreas, eq(hotelAreas.id, hotels.areaId))
    .innerJoin(countries, eq(countries.isocode, hotelCities.countryCode))
    .where(eq(hotels.id, id));
  const rooms = await handle.db
    .select()
    .from(hotelRoomTypes)
    .where(eq(hotelRoomTypes.hotelId, id))
    .orderBy(asc(hotelRoomTypes.sortOrder));
  const { h, city, area } = row!;
  return {
    id: h.id,
    name: h.name,
    chain: h.chain,
    starCategory: h.starCategory,
    accommodationType: h.accommodationType,
    address: h.address,
    cityId: city.id,
    cityName: city.name,
    areaId: area?.id ?? null,
    areaName: area?.name ?? null,
    stateName: city.state,
    countryCode: city.countryCode,
    countryName: row!.countryName,
    latitude: h.latitude,
    longitude: h.longitude,
    distanceFromCityCentreKm: h.distanceFromCityCentreKm,
    description: h.description,
    amenities: h.amenities,
    checkInTime: h.checkInTime,
    checkOutTime: h.checkOutTime,
    timeZone: city.timeZone,
    images: h.images,
    phone: h.phone,
    allGuestDetailsRequired: h.allGuestDetailsRequired,
    roomTypes: rooms.map((r) => ({
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
    })),
  };
}

function asContract(row: typeof hotelContracts.$inferSelect): HotelContract {
  const {
    validFrom: _f,
    validTo: _t,
    isActive: _a,
    createdAt: _c,
    updatedAt: _u,
    version: _v,
    currency: _currency,
    ...contract
  } = row;
  return contract;
}

describe('hotel seed (in every test database)', () => {
  const catalogue = hotelCatalogue();

  it('stores the whole catalogue: every city and area has hotels', async () => {
    expect(await count(sql`select count(*)::int as n from hotels`)).toBe(catalogue.hotels.length);
    expect(await count(sql`select count(*)::int as n from hotels`)).toBeGreaterThanOrEqual(1200);
    expect(await count(sql`select count(*)::int as n from hotel_room_types`)).toBe(
      catalogue.hotels.reduce((s, h) => s + h.roomTypes.length, 0),
    );
    expect(
      await count(sql`select count(*)::int as n from hotel_cities c
      where not exists (select 1 from hotels h where h.city_id = c.id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from hotel_areas a
      where not exists (select 1 from hotels h where h.area_id = a.id)`),
    ).toBe(0);
    expect(await count(sql`select count(distinct state)::int as n from hotel_cities`)).toBe(7);
    expect(
      await count(sql`select count(*)::int as n from hotels where bedbank_code is not null
      and not exists (select 1 from hotel_contracts c where c.hotel_id = hotels.id)`),
    ).toBeGreaterThan(200);
  });

  it('finds the well-known hotels by accent- and case-insensitive name', async () => {
    const find = (text: string) =>
      queryRows<{ name: string; area: string }>(
        handle.db,
        sql`select h.name, a.name as area from hotels h join hotel_areas a on a.id = h.area_id
          where h.name_search like ${`%${normalizeSearchText(text)}%`} order by h.name`,
      );
    expect(await find('ATLANTIS the palm')).toEqual([{ name: 'Atlantis The Palm', area: 'Palm Jumeirah' }]);
    expect((await find('movenpick')).map((h) => h.name)).toContain('Mövenpick Resort Al Marjan Island');
    expect((await find('MÖVENPICK hotel jumeirah')).map((h) => h.name)).toEqual([
      'Mövenpick Hotel Jumeirah Beach',
    ]);
    expect((await find("mina a'salam")).map((h) => h.name)).toEqual(['Jumeirah Mina A’Salam']);
    for (const name of [
      'Burj Al Arab Jumeirah',
      'Address Downtown',
      'Armani Hotel Dubai',
      'Sheraton Sharjah Beach Resort & Spa',
      'Ajman Saray, a Luxury Collection Resort',
    ]) {
      expect(await find(name), name).toHaveLength(1);
    }
  });

  it('reads a stored hotel back as exactly its HotelContent', async () => {
    for (const name of ['Atlantis The Palm', 'Dubai Youth Hostel']) {
      const seeded = catalogue.hotels.find((h) => h.name === name)!;
      const {
        key: _k,
        nameSearch: _n,
        bedbankCode: _b,
        hasContracts: _c,
        basePrice: _p,
        beach: _e,
        popularity: _o,
        citySlug: _s,
        ...content
      } = seeded;
      const expected = {
        ...content,
        roomTypes: seeded.roomTypes.map(
          ({ bedbankCode: _x, priceRatio: _r, baseOccupancy: _o2, picture: _i, ...room }) => room,
        ),
      };
      expect(await loadHotel(seeded.id)).toEqual(expected);
    }
  });

  it('stores contracts that keep the domain invariants', async () => {
    const rows = await handle.db.select().from(hotelContracts);
    expect(rows.length).toBeGreaterThan(3000);
    for (const row of rows) {
      expect(contractProblems(asContract(row)), row.id).toEqual([]);
      expect(row.validFrom).toBe(row.seasons[0]!.from);
      expect(row.validTo).toBe(row.seasons.at(-1)!.to);
    }
  });

  it('points popular hotel places at the seeded cities with their real counts', async () => {
    const places = await handle.db.select().from(popularPlaces);
    const cityCounts = await queryRows<{ id: string; name: string; n: number }>(
      handle.db,
      sql`select c.id, c.name, count(h.id)::int as n from hotel_cities c join hotels h on h.city_id = c.id group by c.id, c.name`,
    );
    for (const c of cityCounts) {
      expect(places.find((p) => p.kind === 'city' && p.cityName === c.name)).toMatchObject({
        id: c.id,
        propertyCount: c.n,
      });
    }
    const stateCounts = await queryRows<{ state: string; n: number }>(
      handle.db,
      sql`select c.state, count(h.id)::int as n from hotel_cities c join hotels h on h.city_id = c.id group by c.state`,
    );
    for (const s of stateCounts) {
      expect(places.find((p) => p.kind === 'state' && p.stateName === s.state)?.propertyCount).toBe(s.n);
    }
  });

  it('is idempotent', async () => {
    const again = await seedHotels(handle.db);
    expect(again.skipped).toBe(true);
    expect(await count(sql`select count(*)::int as n from hotels`)).toBe(catalogue.hotels.length);
  });

  it('seeds an empty catalogue again with contracts relative to the seed date', async () => {
    await handle.db.execute(
      sql`truncate hotel_allotments, hotel_allotment_defaults, hotel_contracts, hotel_room_types, hotels, hotel_areas, hotel_cities cascade`,
    );
    await handle.db.delete(popularPlaces);
    const result = await seedHotels(handle.db, { now: new Date('2026-11-21T06:00:00Z') });
    expect(result).toMatchObject({ skipped: false, hotels: catalogue.hotels.length });
    expect(await count(sql`select count(*)::int as n from hotel_contracts`)).toBe(result.contracts);
    expect(await count(sql`select count(*)::int as n from hotel_allotments`)).toBe(
      result.allotmentExceptions,
    );
    expect(await count(sql`select count(*)::int as n from popular_places`)).toBe(8 + 7);
    const atlantis = catalogue.hotels.find((h) => h.name === 'Atlantis The Palm')!;
    const stored = await handle.db
      .select()
      .from(hotelContracts)
      .where(eq(hotelContracts.hotelId, atlantis.id));
    const built = contractsFor(atlantis, '2026-11-21');
    expect(stored.map(asContract).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      built.map(({ validFrom: _f, validTo: _t, ...c }) => c).sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(stored[0]?.validFrom).toBe('2026-10-22');
    // The seed's rates are the company's own AED (a contract in another currency is converted on read).
    expect(new Set(stored.map((c) => c.currency))).toEqual(new Set(['AED']));
  });
});
