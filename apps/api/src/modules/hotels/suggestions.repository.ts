import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';

/** How many suggestions of each group the box shows. */
export const SUGGESTION_LIMITS = { cities: 5, areas: 8, hotels: 10 } as const;

/**
 * The rows of the suggestion index (suggestion-index.ts), each with its normalized `name_search` (accents
 * and case stripped by the seed) and in its order within one match rank: cities and areas by their
 * number of active hotels then name, active hotels by popularity then name - sorted here, so names that
 * tie sort by the database's collation.
 */
export interface CityRow {
  id: string;
  name: string;
  nameSearch: string;
  state: string;
  countryName: string;
  propertyCount: number;
}
export interface AreaRow {
  id: string;
  name: string;
  nameSearch: string;
  cityName: string;
  state: string;
  countryName: string;
  propertyCount: number;
}
export interface HotelRow {
  id: string;
  name: string;
  nameSearch: string;
  cityName: string;
  state: string;
  countryName: string;
}

export async function loadCities(db: DbOrTx): Promise<CityRow[]> {
  return queryRows<CityRow>(
    db,
    sql`select c.id, c.name, c.name_search as "nameSearch", c.state, co.name as "countryName",
          (select count(*)::int from hotels h where h.city_id = c.id and h.is_active) as "propertyCount"
        from hotel_cities c join countries co on co.isocode = c.country_code
        order by "propertyCount" desc, c.name`,
  );
}

export async function loadAreas(db: DbOrTx): Promise<AreaRow[]> {
  return queryRows<AreaRow>(
    db,
    sql`select a.id, a.name, a.name_search as "nameSearch", c.name as "cityName", c.state, co.name as "countryName",
          (select count(*)::int from hotels h where h.area_id = a.id and h.is_active) as "propertyCount"
        from hotel_areas a
        join hotel_cities c on c.id = a.city_id
        join countries co on co.isocode = c.country_code
        order by "propertyCount" desc, a.name`,
  );
}

export async function loadHotels(db: DbOrTx): Promise<HotelRow[]> {
  return queryRows<HotelRow>(
    db,
    sql`select h.id, h.name, h.name_search as "nameSearch", c.name as "cityName", c.state, co.name as "countryName"
        from hotels h
        join hotel_cities c on c.id = h.city_id
        join countries co on co.isocode = c.country_code
        where h.is_active
        order by h.popularity desc, h.name`,
  );
}
