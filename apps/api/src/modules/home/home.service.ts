import type { DbHandle } from '@portal/db';
import type { CountryDto, CurrencyDto, InitialData, VisaCountryDto } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import * as repo from './home.repository.ts';

/**
 * Reference data changes rarely (a rate update by command line), so the assembled answer is kept
 * in process for a short time. Each API node has its own copy; a rate set on another node shows up
 * here within INITIAL_DATA_TTL_MS.
 */
export const INITIAL_DATA_TTL_MS = 30_000;

interface CacheEntry {
  expiresAt: number;
  value: Promise<InitialData>;
}
// Keyed by the database handle so each app (and each test database) has its own cache.
const cache = new WeakMap<DbHandle, CacheEntry>();

export function invalidateInitialData(database: DbHandle): void {
  cache.delete(database);
}

export async function getInitialData(deps: AppDeps): Promise<InitialData> {
  const now = deps.clock.now().getTime();
  const hit = cache.get(deps.database);
  if (hit && hit.expiresAt > now) return hit.value;
  // The promise itself is cached so concurrent requests on a cold cache share one set of queries.
  const value = assembleInitialData(deps.database);
  const entry = { expiresAt: now + INITIAL_DATA_TTL_MS, value };
  cache.set(deps.database, entry);
  value.catch(() => {
    if (cache.get(deps.database) === entry) cache.delete(deps.database);
  });
  return value;
}

async function assembleInitialData(database: DbHandle): Promise<InitialData> {
  const { db } = database;
  // Sequential on purpose: PGlite runs one query at a time anyway, and a pool needs no more than one connection here.
  const countries = await listCountries(database);
  const currencyRows = await repo.listCurrenciesWithLatestRate(db, { activeOnly: true });
  const destinationRows = await repo.listDestinations(db);
  const places = await repo.listPopularPlaces(db);
  return {
    countries,
    currencies: currencyRows.flatMap(toCurrencyDto),
    destinations: destinationRows.map((d) => ({
      _id: d.id,
      name: d.name,
      slug: d.slug,
      image: d.image,
      country: { isocode: d.countryIsocode, countryName: d.countryName },
    })),
    popularHotelCities: places
      .filter((p) => p.kind === 'city')
      .map((p) => ({
        _id: p.id,
        cityName: p.cityName ?? p.stateName,
        stateName: p.stateName,
        countryName: p.countryName,
        propertyCount: p.propertyCount,
        suggestionType: 'CITY' as const,
      })),
    popularHotelStates: places
      .filter((p) => p.kind === 'state')
      .map((p) => ({
        _id: p.id,
        stateName: p.stateName,
        countryName: p.countryName,
        propertyCount: p.propertyCount,
        suggestionType: 'STATE' as const,
      })),
  };
}

/** A currency without any rate cannot convert a price, so it is left out of the list. */
function toCurrencyDto(row: repo.CurrencyRow): CurrencyDto[] {
  if (row.rate === null || row.fetchedAt === null || row.source === null) return [];
  return [
    {
      _id: row.isocode,
      isocode: row.isocode,
      currencyName: row.name,
      conversionRate: row.rate,
      rateSource: row.source,
      rateTime: row.fetchedAt.toISOString(),
      country: { isocode: row.countryIsocode, countryName: row.countryName, flag: row.flag },
    },
  ];
}

export async function listCountries(database: DbHandle): Promise<CountryDto[]> {
  const rows = await repo.listCountries(database.db);
  return rows.map((c) => ({
    _id: c.isocode,
    isocode: c.isocode,
    countryName: c.name,
    flag: c.flag,
    phonecode: c.phoneCode,
  }));
}

export async function listVisaCountries(database: DbHandle): Promise<VisaCountryDto[]> {
  const rows = await repo.listVisaCountries(database.db);
  return rows.map((v) => ({
    _id: v.id,
    country: { isocode: v.isocode, countryName: v.name, flag: v.flag },
  }));
}
