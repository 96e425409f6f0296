import { describe, expect, it } from 'vitest';
import { ACCOMMODATION_TYPES, addDays, BOARD_CODES, STAR_CATEGORIES } from '@portal/domain';
import { normalizeSearchText } from '../../hotels/search-text.ts';
import { allotmentsFor } from './allotments.ts';
import { apportion, distanceKm, hotelCatalogue } from './catalogue.ts';
import { hotelSeedId, roomTypeSeedId } from './ids.ts';
import { contractsFor } from './contracts.ts';
import { contractProblems, uncoveredNights } from './invariants.ts';
import { popularHotelPlaces } from './popular.ts';
import { SEED_CITIES } from './places.ts';
import { REAL_HOTELS } from './real-hotels.ts';
import { seasonSpans } from './seasons.ts';

const { cities, areas, hotels } = hotelCatalogue();

describe('hotel catalogue', () => {
  it('holds at least 1,200 hotels, each city its configured count, every area some hotels', () => {
    expect(hotels.length).toBeGreaterThanOrEqual(1200);
    for (const city of SEED_CITIES) {
      expect(
        hotels.filter((h) => h.citySlug === city.slug),
        city.name,
      ).toHaveLength(city.hotels);
    }
    for (const area of areas)
      expect(
        hotels.some((h) => h.areaId === area.id),
        area.name,
      ).toBe(true);
    expect(cities.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Dubai',
        'Abu Dhabi',
        'Sharjah',
        'Ras Al Khaimah',
        'Fujairah',
        'Ajman',
        'Umm Al Quwain',
      ]),
    );
  });

  it('has the well-known properties by name in their real areas', () => {
    const byName = new Map(hotels.map((h) => [h.name, h]));
    expect(byName.get('Atlantis The Palm')).toMatchObject({
      areaName: 'Palm Jumeirah',
      cityName: 'Dubai',
      starCategory: '5',
    });
    expect(byName.get('Burj Al Arab Jumeirah')).toMatchObject({ areaName: 'Umm Suqeim', chain: 'Jumeirah' });
    expect(byName.get('Emirates Palace Mandarin Oriental, Abu Dhabi')).toMatchObject({
      cityName: 'Abu Dhabi',
      areaName: 'Corniche',
    });
    expect(byName.get('Le Meridien Al Aqah Beach Resort')).toMatchObject({
      cityName: 'Fujairah',
      areaName: 'Al Aqah',
    });
    expect(byName.get('Waldorf Astoria Ras Al Khaimah')?.stateName).toBe('Ras Al Khaimah');
    expect(byName.get('Ajman Saray, a Luxury Collection Resort')?.cityName).toBe('Ajman');
    for (const real of REAL_HOTELS) expect(byName.has(real.name), real.name).toBe(true);
  });

  it('keeps ids, names, bedbank codes and room bedbank codes unique', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(hotels.map((h) => h.id))).toBe(true);
    expect(unique(hotels.map((h) => h.name))).toBe(true);
    expect(unique(hotels.flatMap((h) => h.roomTypes.map((r) => r.id)))).toBe(true);
    expect(unique(hotels.flatMap((h) => (h.bedbankCode ? [h.bedbankCode] : [])))).toBe(true);
    for (const h of hotels)
      expect(unique(h.roomTypes.flatMap((r) => (r.bedbankCode ? [r.bedbankCode] : [])))).toBe(true);
  });

  it('mixes categories, types, chains and sources like a real inventory', () => {
    const stars = new Set(hotels.map((h) => h.starCategory));
    expect([...stars].sort()).toEqual([...STAR_CATEGORIES].sort());
    expect(new Set(hotels.map((h) => h.accommodationType)).size).toBe(ACCOMMODATION_TYPES.length);
    expect(hotels.filter((h) => h.chain === null).length).toBeGreaterThan(200);
    const share = (f: (h: (typeof hotels)[number]) => boolean) => hotels.filter(f).length / hotels.length;
    expect(share((h) => h.hasContracts)).toBeGreaterThan(0.6);
    expect(share((h) => h.bedbankCode !== null)).toBeGreaterThan(0.68);
    expect(share((h) => h.bedbankCode !== null && !h.hasContracts)).toBeGreaterThan(0.15);
  });

  it('gives every hotel sound content: coordinates near its city, times, 3-6 pictures, 2-5 rooms', () => {
    for (const h of hotels) {
      const city = cities.find((c) => c.id === h.cityId)!;
      expect(h.distanceFromCityCentreKm).toBe(distanceKm(city.lat, city.lng, h.latitude, h.longitude));
      expect(h.distanceFromCityCentreKm, h.name).toBeLessThan(110);
      expect(h.checkInTime).toMatch(/^\d\d:\d\d$/);
      expect(h.checkOutTime < h.checkInTime).toBe(true);
      expect(h.images.length, h.name).toBeGreaterThanOrEqual(3);
      expect(h.images.length).toBeLessThanOrEqual(6);
      expect(new Set(h.images).size).toBe(h.images.length);
      expect(h.roomTypes.length, h.name).toBeGreaterThanOrEqual(2);
      expect(h.roomTypes.length).toBeLessThanOrEqual(5);
      expect(h.description.length).toBeGreaterThan(100);
      expect(h.description).not.toMatch(/\{|undefined/);
      expect(h.nameSearch).toBe(normalizeSearchText(h.name));
      for (const r of h.roomTypes) {
        expect(r.maxOccupancy).toBeGreaterThanOrEqual(r.maxAdults);
        expect(r.maxOccupancy).toBeLessThanOrEqual(r.maxAdults + r.maxChildren);
        expect(r.baseOccupancy).toBeLessThanOrEqual(r.maxAdults);
      }
    }
  });

  it('keeps stable ids derived from city and name', () => {
    const atlantis = hotels.find((h) => h.name === 'Atlantis The Palm')!;
    expect(atlantis.id).toBe(hotelSeedId('dubai:atlantis-the-palm'));
    expect(atlantis.roomTypes.map((r) => r.id)).toEqual(
      atlantis.roomTypes.map((_, i) => roomTypeSeedId('dubai:atlantis-the-palm', i)),
    );
  });

  it('splits counts exactly by weight', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(7, [5, 0, 2]).reduce((a, b) => a + b, 0)).toBe(7);
  });
});

describe('popular hotel places', () => {
  it('count the seeded hotels per city and state, cities carrying the city id', () => {
    const places = popularHotelPlaces();
    const dubai = places.find((p) => p.kind === 'city' && p.cityName === 'Dubai')!;
    expect(dubai.id).toBe(cities.find((c) => c.name === 'Dubai')!.id);
    expect(dubai.propertyCount).toBe(hotels.filter((h) => h.cityName === 'Dubai').length);
    const abuDhabiState = places.find((p) => p.kind === 'state' && p.stateName === 'Abu Dhabi')!;
    expect(abuDhabiState.propertyCount).toBe(hotels.filter((h) => h.stateName === 'Abu Dhabi').length);
    expect(places.filter((p) => p.kind === 'city').reduce((s, p) => s + (p.propertyCount ?? 0), 0)).toBe(
      hotels.length,
    );
    expect(places[0]).toMatchObject({ kind: 'city', cityName: 'Dubai', sortOrder: 0 });
  });
});

describe.each(['2026-11-21', '2027-06-30'])('contracts and allotments seeded on %s', (today) => {
  const spans = seasonSpans(today);
  const contracts = hotels.flatMap((h) => contractsFor(h, today, spans));

  it('cover contract hotels only, 1-3 rates per room type, with sound rules', () => {
    const contractHotels = new Set(contracts.map((c) => c.hotelId));
    expect(contractHotels).toEqual(new Set(hotels.filter((h) => h.hasContracts).map((h) => h.id)));
    const perRoom = new Map<string, number>();
    for (const c of contracts) perRoom.set(c.roomTypeId, (perRoom.get(c.roomTypeId) ?? 0) + 1);
    expect(Math.max(...perRoom.values())).toBeLessThanOrEqual(3);
    expect(new Set(contracts.map((c) => c.id)).size).toBe(contracts.length);
    for (const c of contracts) expect(contractProblems(c), c.id).toEqual([]);
  });

  it('price every night from 30 days before the seed date to 400 after, except seasonal rates', () => {
    const full = contracts.filter((c) => !c.rateCode.startsWith('SUM-'));
    for (const c of full.slice(0, 500)) {
      expect(uncoveredNights(c, addDays(today, -30), addDays(today, 400))).toEqual([]);
      expect([c.validFrom, c.validTo]).toEqual([addDays(today, -30), addDays(today, 400)]);
    }
  });

  it('offer the mix agents expect', () => {
    const count = (f: (c: (typeof contracts)[number]) => boolean) => contracts.filter(f).length;
    expect(count((c) => c.cancellation.length === 0)).toBeGreaterThan(500);
    expect(count((c) => c.cancellation[0]?.daysBefore === 999)).toBeGreaterThan(100);
    expect(
      count((c) => c.promotions.some((p) => p.type === 'stay-pay' && p.stay === 7 && p.pay === 6)),
    ).toBeGreaterThan(100);
    expect(count((c) => c.promotions.some((p) => p.type === 'early-booking'))).toBeGreaterThan(100);
    expect(count((c) => c.nationalitiesIncluded.length > 0)).toBeGreaterThan(20);
    expect(count((c) => c.nationalitiesExcluded.length > 0)).toBeGreaterThan(10);
    expect(count((c) => c.seasons.some((s) => s.minStay !== undefined))).toBeGreaterThan(100);
    expect(count((c) => c.releaseDays > 0)).toBeGreaterThan(200);
    for (const board of ['RO', 'BB', 'HB', 'AI'])
      expect(
        count((c) => c.boardCode === board),
        board,
      ).toBeGreaterThan(0);
    for (const board of BOARD_CODES.filter((b) => b !== 'RO'))
      expect(count((c) => c.mealSupplements.some((m) => m.boardCode === board))).toBeGreaterThan(0);
  });

  it('give contract room types a default allotment and a few exceptions on distinct nights', () => {
    const inventory = hotels.map((h) => ({ h, ...allotmentsFor(h, today) }));
    for (const { h, defaults, exceptions } of inventory) {
      expect(defaults.length).toBe(h.hasContracts ? h.roomTypes.length : 0);
      const keys = exceptions.map((e) => `${e.roomTypeId}|${e.date}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const e of exceptions) expect(e.date >= today).toBe(true);
    }
    const all = inventory.flatMap((i) => i.defaults);
    const types = new Set(all.map((d) => d.type));
    expect(types).toEqual(new Set(['count', 'free-sale', 'on-request']));
    expect(all.filter((d) => d.type === 'count').every((d) => d.count >= 2 && d.count <= 30)).toBe(true);
    const exceptions = inventory.flatMap((i) => i.exceptions);
    expect(exceptions.some((e) => e.type === 'stop-sale')).toBe(true);
    expect(exceptions.some((e) => e.type === 'count' && e.count === 0)).toBe(true);
  });
});
