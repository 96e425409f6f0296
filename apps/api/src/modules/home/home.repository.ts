import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  admins,
  attractions,
  countries,
  currencies,
  destinations,
  fxRates,
  hotels,
  popularPlaces,
  queryRows,
  visaCountries,
  type DbOrTx,
} from '@portal/db';

export interface CurrencyRow {
  isocode: string;
  name: string;
  active: boolean;
  rate: number | null;
  source: string | null;
  fetchedAt: Date | null;
  countryIsocode: string;
  countryName: string;
  flag: string;
}

export async function listCountries(db: DbOrTx) {
  return db
    .select({
      isocode: countries.isocode,
      name: countries.name,
      flag: countries.flag,
      phoneCode: countries.phoneCode,
    })
    .from(countries)
    .orderBy(asc(countries.name));
}

/**
 * Every currency with its latest rate (newest fetched_at, then newest id: rates are history, never
 * updated). AED first, then the configured order. Currencies without any rate come back with null.
 */
export async function listCurrenciesWithLatestRate(
  db: DbOrTx,
  options: { activeOnly: boolean },
): Promise<CurrencyRow[]> {
  const rows = await queryRows<{
    isocode: string;
    name: string;
    active: boolean;
    rate: string | number | null;
    source: string | null;
    fetched_at: Date | string | null;
    country_isocode: string;
    country_name: string;
    flag: string;
  }>(
    db,
    sql`
      select c.isocode, c.name, c.active, r.rate, r.source, r.fetched_at,
             co.isocode as country_isocode, co.name as country_name, co.flag
      from currencies c
      join countries co on co.isocode = c.country_isocode
      left join lateral (
        select f.rate, f.source, f.fetched_at from fx_rates f
        where f.isocode = c.isocode
        order by f.fetched_at desc, f.id desc
        limit 1
      ) r on true
      where ${options.activeOnly ? sql`c.active` : sql`true`}
      order by (c.isocode = 'AED') desc, c.sort_order, c.isocode`,
  );
  return rows.map((r) => ({
    isocode: r.isocode,
    name: r.name,
    active: r.active,
    rate: r.rate === null ? null : Number(r.rate),
    source: r.source,
    fetchedAt: r.fetched_at === null ? null : new Date(r.fetched_at),
    countryIsocode: r.country_isocode,
    countryName: r.country_name,
    flag: r.flag,
  }));
}

export async function findCurrency(db: DbOrTx, isocode: string) {
  const [row] = await db
    .select({ isocode: currencies.isocode, name: currencies.name })
    .from(currencies)
    .where(eq(currencies.isocode, isocode));
  return row ?? null;
}

export async function insertRate(
  db: DbOrTx,
  rate: {
    isocode: string;
    rate: number;
    source: string;
    fetchedAt: Date;
    previousRate?: number | null;
    setBy?: string | null;
    reason?: string | null;
  },
): Promise<number> {
  const [row] = await db.insert(fxRates).values(rate).returning({ id: fxRates.id });
  return row!.id;
}

/** Serialises rate changes of one currency (the "last rate" a change is checked against). */
export async function lockCurrency(db: DbOrTx, isocode: string): Promise<void> {
  await db
    .select({ isocode: currencies.isocode })
    .from(currencies)
    .where(eq(currencies.isocode, isocode))
    .for('update');
}

/** A currency's rates, newest first, with who set each (null: the command line or a feed). */
export function rateHistory(db: DbOrTx, isocode: string, limit: number) {
  return db
    .select({
      id: fxRates.id,
      rate: fxRates.rate,
      previousRate: fxRates.previousRate,
      source: fxRates.source,
      time: fxRates.fetchedAt,
      reason: fxRates.reason,
      setBy: admins.name,
    })
    .from(fxRates)
    .leftJoin(admins, eq(admins.id, fxRates.setBy))
    .where(eq(fxRates.isocode, isocode))
    .orderBy(desc(fxRates.fetchedAt), desc(fxRates.id))
    .limit(limit);
}

export async function listDestinations(db: DbOrTx) {
  return db
    .select({
      id: destinations.id,
      name: destinations.name,
      slug: destinations.slug,
      image: destinations.image,
      countryIsocode: countries.isocode,
      countryName: countries.name,
    })
    .from(destinations)
    .innerJoin(countries, eq(countries.isocode, destinations.countryIsocode))
    .orderBy(asc(destinations.sortOrder), asc(destinations.name));
}

export async function listPopularPlaces(db: DbOrTx) {
  return db.select().from(popularPlaces).orderBy(asc(popularPlaces.sortOrder), asc(popularPlaces.stateName));
}

export async function listVisaCountries(db: DbOrTx) {
  return (
    db
      .select({
        id: visaCountries.id,
        isocode: countries.isocode,
        name: countries.name,
        flag: countries.flag,
      })
      .from(visaCountries)
      .innerJoin(countries, eq(countries.isocode, visaCountries.countryIsocode))
      // UAE first (spec section 9), then by name.
      .orderBy(sql`(${countries.isocode} = 'AE') desc`, asc(countries.name))
  );
}

/** How many hotels and attractions are on sale (active), for texts that quote the catalogue's size. */
export async function countCatalogue(db: DbOrTx): Promise<{ hotels: number; attractions: number }> {
  const [row] = await queryRows<{ hotels: string | number; attractions: string | number }>(
    db,
    sql`select (select count(*) from ${hotels} where ${hotels.isActive}) as hotels,
               (select count(*) from ${attractions} where ${attractions.isActive}) as attractions`,
  );
  return { hotels: Number(row?.hotels ?? 0), attractions: Number(row?.attractions ?? 0) };
}
