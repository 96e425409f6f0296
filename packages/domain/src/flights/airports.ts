/** Airports as the flight search uses them (spec sections 3 and 5). */
export interface AirportEntry {
  iata: string;
  city: string;
  name: string;
  country: string;
  /** IANA time zone, e.g. Asia/Dubai. */
  tz: string;
}

/** Spec section 9: at most 5 airport suggestions. */
export const AIRPORT_SUGGESTION_LIMIT = 5;

/** Spec section 8: the text when no airport matches. */
export const NO_AIRPORT_TEXT = 'Sorry! No airport found.';

/** Spec section 5: only airports with a non-empty IATA code are kept. */
export function keepWithIata<T extends { iata?: string | null }>(list: readonly T[]): T[] {
  return list.filter((a) => typeof a.iata === 'string' && /^[A-Za-z0-9]{3}$/.test(a.iata.trim()));
}

/** Spec section 2.8: a suggestion reads "{iata}-{city},{country}". */
export function airportLabel(a: Pick<AirportEntry, 'iata' | 'city' | 'country'>): string {
  return `${a.iata}-${a.city},${a.country}`;
}

/**
 * Spec section 5: empty text shows all; otherwise airports whose IATA starts with the text
 * (case-insensitive) first, then those whose city contains it. No airport appears twice; at most
 * `limit` are returned (5 shown).
 */
export function searchAirports<T extends Pick<AirportEntry, 'iata' | 'city'>>(
  airports: readonly T[],
  text: string,
  limit: number = AIRPORT_SUGGESTION_LIMIT,
): T[] {
  const q = text.trim().toLowerCase();
  if (!q) return airports.slice(0, limit);
  const byIata: T[] = [];
  const byCity: T[] = [];
  for (const a of airports) {
    if (a.iata.toLowerCase().startsWith(q)) byIata.push(a);
    else if (a.city.toLowerCase().includes(q)) byCity.push(a);
    if (byIata.length >= limit) break;
  }
  return [...byIata, ...byCity].slice(0, limit);
}
