import { randomUUID } from 'node:crypto';
import {
  hotelAreas,
  hotelCities,
  hotelContracts,
  hotelRoomTypes,
  hotels,
  normalizeSearchText,
  type DbOrTx,
} from '@portal/db';
import { addDays, plainDateIn, type ContractSeason, type StarCategory } from '@portal/domain';

/** A small hotel catalogue of its own (one city), so markup tests do not depend on the seed. */
export interface MarkupCatalogue {
  cityId: string;
  /** 5-star hotel with two room types priced by contract. */
  palace: { id: string; name: string; deluxe: string; suite: string };
  /** All hotels of the city, name order. */
  hotelIds: string[];
}

const DELUXE_NET = 50_000;
const SUITE_NET = 80_000;
export const PRICES = { deluxe: DELUXE_NET, suite: SUITE_NET } as const;

export async function seedMarkupCatalogue(db: DbOrTx, now: Date, count = 25): Promise<MarkupCatalogue> {
  const tag = randomUUID().slice(0, 8);
  const [city] = await db
    .insert(hotelCities)
    .values({
      name: `Markup City ${tag}`,
      nameSearch: normalizeSearchText(`Markup City ${tag}`),
      slug: `markup-city-${tag}`,
      state: 'Dubai',
      countryCode: 'AE',
      latitude: 25.2,
      longitude: 55.27,
      timeZone: 'Asia/Dubai',
    })
    .returning();
  const [area] = await db
    .insert(hotelAreas)
    .values({ cityId: city!.id, name: 'Old Town', nameSearch: 'old town' })
    .returning();
  const stars: StarCategory[] = ['5', '4', '3', 'apartment', 'hostel'];
  const names = Array.from({ length: count }, (_, i) =>
    i === 0 ? `Mövenpick Palace ${tag}` : `Markup Hotel ${String(i).padStart(2, '0')} ${tag}`,
  );
  const rows = await db
    .insert(hotels)
    .values(
      names.map((name, i) => ({
        name,
        nameSearch: normalizeSearchText(name),
        starCategory: i === 0 ? '5' : stars[i % stars.length]!,
        accommodationType: 'hotel' as const,
        address: `${i + 1} Markup Street`,
        cityId: city!.id,
        areaId: i % 2 === 0 ? area!.id : null,
        latitude: 25.2,
        longitude: 55.27,
        distanceFromCityCentreKm: i,
        popularity: i === 0 ? 1_000 : 0,
      })),
    )
    .returning({ id: hotels.id, name: hotels.name });
  const palace = rows[0]!;
  const [deluxe, suite] = await db
    .insert(hotelRoomTypes)
    .values([
      {
        hotelId: palace.id,
        name: 'Deluxe King',
        maxAdults: 2,
        maxChildren: 1,
        maxOccupancy: 3,
        sortOrder: 1,
      },
      {
        hotelId: palace.id,
        name: 'Royal Suite',
        maxAdults: 3,
        maxChildren: 2,
        maxOccupancy: 4,
        sortOrder: 2,
      },
    ])
    .returning({ id: hotelRoomTypes.id });
  const today = plainDateIn(now);
  const season = (from: string, to: string, roomPrice: number): ContractSeason => ({
    from,
    to,
    roomPrice,
    baseOccupancy: 2,
    extraAdult: 10_000,
    extraBed: 5_000,
  });
  const contract = (roomTypeId: string, seasons: ContractSeason[]) => ({
    hotelId: palace.id,
    roomTypeId,
    rateCode: 'BAR',
    rateName: 'Flexible',
    boardCode: 'BB' as const,
    seasons,
    validFrom: seasons[0]!.from,
    validTo: seasons[seasons.length - 1]!.to,
  });
  await db.insert(hotelContracts).values([
    // A cheaper season already over must not lower the from-price.
    contract(deluxe!.id, [
      season(addDays(today, -60), addDays(today, -1), 1_000),
      season(today, addDays(today, 365), DELUXE_NET),
    ]),
    contract(suite!.id, [season(addDays(today, 10), addDays(today, 365), SUITE_NET)]),
  ]);
  return {
    cityId: city!.id,
    palace: { id: palace.id, name: palace.name, deluxe: deluxe!.id, suite: suite!.id },
    hotelIds: rows.map((r) => r.id),
  };
}
