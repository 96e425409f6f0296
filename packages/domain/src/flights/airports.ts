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

const NOT_AN_AIRPORT =
  /all airports|railway|rail station|train station|bus station|hauptbahnhof|\bstation\b|heliport|\bbus\b/i;

/**
 * Airport data also lists IATA codes that are not airports a flight search can use: metropolitan
 * "All Airports" codes (LON, NYC, PAR), railway and bus stations, heliports. They are not offered
 * (a city code finds no flight). A real airport named after a place called "Station" is kept.
 */
export function isPassengerAirport(a: Pick<AirportEntry, 'name'>): boolean {
  return !NOT_AN_AIRPORT.test(a.name) || /\bairport\b/i.test(a.name);
}

/** Spec section 2.8: a suggestion reads "{iata}-{city},{country}". */
export function airportLabel(a: Pick<AirportEntry, 'iata' | 'city' | 'country'>): string {
  return `${a.iata}-${a.city},${a.country}`;
}

/**
 * Spec section 5: empty text shows all; otherwise airports whose IATA starts with the text
 * (case-insensitive) first, then those whose city contains it. No airport appears twice; at most
 * `limit` are returned (5 shown). City matches at the start of a word come before those inside one
 * ("lon": London before Barcelona), a city's airports together; otherwise the list's own order holds,
 * and the API ranks the major airports first (Heathrow before London, Ontario).
 */
export function searchAirports<T extends Pick<AirportEntry, 'iata' | 'city'> & { country?: string }>(
  airports: readonly T[],
  text: string,
  limit: number = AIRPORT_SUGGESTION_LIMIT,
): T[] {
  const q = text.trim().toLowerCase();
  if (!q) return airports.slice(0, limit);
  const byIata: T[] = [];
  const byCityWord: T[] = [];
  const byCityInside: T[] = [];
  for (const a of airports) {
    const city = a.city.toLowerCase();
    if (a.iata.toLowerCase().startsWith(q)) byIata.push(a);
    else if (city.startsWith(q) || city.includes(` ${q}`)) byCityWord.push(a);
    else if (city.includes(q)) byCityInside.push(a);
  }
  return [...byIata, ...byCity(byCityWord), ...byCity(byCityInside)].slice(0, limit);
}

/**
 * A city's airports together (a city is its name in its country: London, United Kingdom is not
 * London, Ontario), cities in the order of their best-ranked airport.
 */
function byCity<T extends Pick<AirportEntry, 'city'> & { country?: string }>(list: readonly T[]): T[] {
  const cityOf = (a: T) => `${a.city}|${a.country ?? ''}`;
  const first = new Map<string, number>();
  list.forEach((a, i) => first.has(cityOf(a)) || first.set(cityOf(a), i));
  return [...list].sort((x, y) => first.get(cityOf(x))! - first.get(cityOf(y))!);
}
