import type { DbHandle } from '@portal/db';
import type { CountryDto, CurrencyDto, InitialData, VisaCountryDto } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { CHANGE_CHECK_MS } from '../../lib/change-feed.ts';
import type { MaybePromise } from '../../lib/maybe-promise.ts';
import { versionedValue } from '../../lib/versioned-value.ts';
import * as repo from './home.repository.ts';

/**
 * Reference data changes rarely (a rate set by command line, a seed), so every node keeps the assembled
 * answer in memory until a change counter of its tables moves (lib/change-feed.ts): this node sees its
 * own changes at once, other nodes within INITIAL_DATA_TTL_MS (usually at once, through NOTIFY).
 */
export const INITIAL_DATA_TTL_MS = CHANGE_CHECK_MS;

const initialData = versionedValue(['reference'], assembleInitialData);
const visaCountries = versionedValue(['reference'], listVisaCountries);

export function invalidateInitialData(database: DbHandle): void {
  initialData.invalidate(database);
  visaCountries.invalidate(database);
}

/**
 * The initial data with every country in full: /countries/all answers the countries as they are, the
 * initial-data answer keeps what its schema names (cached-answer.ts parses by it).
 */
export interface ReferenceData extends Omit<InitialData, 'countries'> {
  countries: CountryDto[];
}

export function getInitialData(deps: AppDeps): MaybePromise<ReferenceData> {
  return initialData.get(deps.database);
}

export function getVisaCountries(deps: AppDeps): MaybePromise<VisaCountryDto[]> {
  return visaCountries.get(deps.database);
}

async function assembleInitialData(database: DbHandle): Promise<ReferenceData> {
  const { db } = database;
  // Sequential on purpose: PGlite runs one query at a time anyway, and a pool needs no more than one connection here.
  const countries = await listCountries(database);
  const currencyRows = await repo.listCurrenciesWithLatestRate(db, { activeOnly: true });
  const destinationRows = await repo.listDestinations(db);
  const places = await repo.listPopularPlaces(db);
  const catalogue = await repo.countCatalogue(db);
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
    hotelCount: catalogue.hotels,
    attractionCount: catalogue.attractions,
  };
}

/** A currency without any rate cannot convert a price, so it is left out of the list. */
function toCurrencyDto(row: repo.CurrencyRow): CurrencyDto[] {
  if (row.rate === null) return [];
  return [
    {
      isocode: row.isocode,
      currencyName: row.name,
      conversionRate: row.rate,
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
