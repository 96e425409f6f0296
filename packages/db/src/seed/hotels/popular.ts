import type { popularPlaces } from '../../schema/index.ts';
import { hotelCatalogue, hotelCounts } from './catalogue.ts';
import { hotelStateSeedId } from './ids.ts';
import { HOTEL_COUNTRY } from './places.ts';

type PopularPlaceRow = typeof popularPlaces.$inferInsert;

/**
 * The popular hotel cities and states of initial data, busiest first, with the catalogue's property
 * counts. City rows carry the hotel city's id, so a popular city works as a CITY search target; state
 * rows carry a stable id of their own and are resolved by state name.
 */
export function popularHotelPlaces(): PopularPlaceRow[] {
  const { cities, states } = hotelCounts();
  const cityRows = hotelCatalogue()
    .cities.map((c) => ({ city: c, count: cities.get(c.name) ?? 0 }))
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count)
    .map(({ city, count }, i) => ({
      id: city.id,
      kind: 'city' as const,
      cityName: city.name,
      stateName: city.state,
      countryName: HOTEL_COUNTRY.name,
      propertyCount: count,
      sortOrder: i,
    }));
  const stateRows = [...states.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([state, count], i) => ({
      id: hotelStateSeedId(state),
      kind: 'state' as const,
      cityName: null,
      stateName: state,
      countryName: HOTEL_COUNTRY.name,
      propertyCount: count,
      sortOrder: i,
    }));
  return [...cityRows, ...stateRows];
}
