import type { AirportDto } from '@portal/contracts';
import { airportData } from '../../suppliers/flights/index.ts';

let compact: { list: AirportDto[]; body: string } | null = null;

/**
 * The airports list the web app loads once at start-up (spec section 4: one of the four initial
 * loads): iata, city, name, country, time zone - only airports with an IATA code. Built once per
 * process from the shipped OpenFlights data and served as one cached body.
 */
export function airportsList(): { list: AirportDto[]; body: string } {
  if (!compact) {
    const list = airportData().list.map(({ iata, city, name, country, tz }) => ({
      iata,
      city,
      name,
      country,
      tz,
    }));
    compact = { list, body: JSON.stringify(list) };
  }
  return compact;
}

export function findAirport(iata: string): AirportDto | undefined {
  const a = airportData().byIata.get(iata);
  return a && { iata: a.iata, city: a.city, name: a.name, country: a.country, tz: a.tz };
}
