import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';

/** How many suggestions of each group the box shows. */
export const SUGGESTION_LIMITS = { cities: 5, areas: 8, hotels: 10 } as const;

/**
 * Matches on the normalized `name_search` columns (accents and case stripped by the seed, the query
 * the same way), anywhere in the name; rank 0 = the name starts with the text, 1 = a word of it does,
 * 2 = elsewhere. The normalized text has only letters, digits and spaces, so it carries no LIKE
 * wildcards. The tables are small (about 1,200 hotels), so a scan with `like` stays well under a
 * millisecond; prefix matches could use the text_pattern_ops indexes.
 */
const rank = (column: string, text: string) =>
  sql`case when ${sql.raw(column)} like ${`${text}%`} then 0 when ${sql.raw(column)} like ${`% ${text}%`} then 1 else 2 end`;

export interface CityMatch {
  id: string;
  name: string;
  state: string;
  countryName: string;
  propertyCount: number;
}
export interface AreaMatch {
  id: string;
  name: string;
  cityName: string;
  countryName: string;
  propertyCount: number;
}
export interface HotelMatch {
  id: string;
  name: string;
  cityName: string;
  state: string;
  countryName: string;
}

export async function matchCities(db: DbOrTx, text: string): Promise<CityMatch[]> {
  return queryRows<CityMatch>(
    db,
    sql`select c.id, c.name, c.state, co.name as "countryName",
          (select count(*)::int from hotels h where h.city_id = c.id and h.is_active) as "propertyCount"
        from hotel_cities c join countries co on co.isocode = c.country_code
        where c.name_search like ${`%${text}%`}
        order by ${rank('c.name_search', text)}, "propertyCount" desc, c.name
        limit ${SUGGESTION_LIMITS.cities}`,
  );
}

export async function matchAreas(db: DbOrTx, text: string): Promise<AreaMatch[]> {
  return queryRows<AreaMatch>(
    db,
    sql`select a.id, a.name, c.name as "cityName", co.name as "countryName",
          (select count(*)::int from hotels h where h.area_id = a.id and h.is_active) as "propertyCount"
        from hotel_areas a
        join hotel_cities c on c.id = a.city_id
        join countries co on co.isocode = c.country_code
        where a.name_search like ${`%${text}%`}
        order by ${rank('a.name_search', text)}, "propertyCount" desc, a.name
        limit ${SUGGESTION_LIMITS.areas}`,
  );
}

export async function matchHotels(db: DbOrTx, text: string): Promise<HotelMatch[]> {
  return queryRows<HotelMatch>(
    db,
    sql`select h.id, h.name, c.name as "cityName", c.state, co.name as "countryName"
        from hotels h
        join hotel_cities c on c.id = h.city_id
        join countries co on co.isocode = c.country_code
        where h.is_active and h.name_search like ${`%${text}%`}
        order by ${rank('h.name_search', text)}, h.popularity desc, h.name
        limit ${SUGGESTION_LIMITS.hotels}`,
  );
}
