import { describe, expect, it } from 'vitest';
import { facetTables } from './facet-codes.ts';
import { countListFacets } from './result-query.ts';
import type { HotelResultList, ResultHotel } from './results.ts';

/** A list of hotels with one RO rate each, at 10,000 + i. */
function listOf(hotels: ResultHotel[]): HotelResultList {
  return {
    hotels,
    from: Int32Array.from(hotels, (_, i) => i),
    to: Int32Array.from(hotels, (_, i) => i + 1),
    boards: new Uint8Array(hotels.length),
    prices: Float64Array.from(hotels, (_, i) => 10_000 + i),
    flags: new Uint8Array(hotels.length),
  };
}

const hotel = (id: string, patch: Partial<ResultHotel> = {}): ResultHotel => ({
  id,
  name: id,
  starCategory: '4',
  accommodationType: 'hotel',
  areaId: 'marina',
  areaName: 'Dubai Marina',
  chain: null,
  amenities: ['Pool'],
  distanceFromCityCentreKm: 1,
  ...patch,
});

describe('facet counts by number (the hotels’ values kept per hotel object)', () => {
  it('counts the same hotel objects again alike, and a hotel whose fields were set again by its new values', () => {
    const a = hotel('a', { amenities: ['Pool', 'Spa', 'Pool'], chain: 'Emaar' });
    const b = hotel('b', { starCategory: '5', areaId: 'palm', areaName: 'Palm Jumeirah' });
    const list = listOf([a, b]);
    const first = countListFacets(list, {});
    expect(first.amenities).toEqual([
      { value: 'Pool', label: 'Pool', count: 2 },
      { value: 'Spa', label: 'Spa', count: 1 },
    ]);
    expect(countListFacets(list, {})).toEqual(first);
    // The same objects, their fields set again (and an amenity added in place).
    a.starCategory = '3';
    a.chain = null;
    a.amenities.push('Gym');
    b.areaId = null;
    const again = countListFacets(list, {});
    expect(again.starCategories.map((c) => c.value)).toEqual(['3', '5']);
    expect(again.chains).toEqual([]);
    expect(again.areas).toEqual([{ value: 'marina', label: 'Dubai Marina', count: 1 }]);
    expect(again.amenities.map((c) => [c.value, c.count])).toEqual([
      ['Pool', 2],
      ['Gym', 1],
      ['Spa', 1],
    ]);
  });

  it('labels an area as the first hotel counted names it, and begins its numbers again past their bound', () => {
    const named = hotel('x', { areaId: 'jbr', areaName: 'JBR' });
    const unnamed = hotel('y', { areaId: 'jbr', areaName: null });
    expect(countListFacets(listOf([unnamed, named]), {}).areas).toEqual([
      { value: 'jbr', label: 'jbr', count: 2 },
    ]);
    expect(countListFacets(listOf([named, unnamed]), {}).areas).toEqual([
      { value: 'jbr', label: 'JBR', count: 2 },
    ]);
    // More amenities than the tables hold: counted right, and the hotels counted before too.
    const many = Array.from({ length: 20_001 }, (_, i) => hotel(`m${i}`, { amenities: [`a${i}`, 'Pool'] }));
    const counted = countListFacets(listOf(many), {});
    expect(counted.amenities[0]).toEqual({ value: 'Pool', label: 'Pool', count: 20_001 });
    expect(counted.amenities).toHaveLength(20_002);
    expect(countListFacets(listOf([named, unnamed, many[7]!]), {}).amenities).toEqual([
      { value: 'Pool', label: 'Pool', count: 3 },
      { value: 'a7', label: 'a7', count: 1 },
    ]);
    // Begun again at that count: only its own values are held.
    expect(facetTables().amenities.values).toEqual(['Pool', 'a7']);
  });
});
