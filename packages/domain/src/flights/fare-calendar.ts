import { addDays } from '../plain-date.ts';
import { travelClassOf, type FlightSearchState, type TripType } from './search-form.ts';

/** Fare entry of spec section 3. */
export interface FareEntry {
  date: string;
  fare: number;
}

/** First and last day of the month of a yyyy-mm-dd date. */
export function monthSpan(date: string): { startDate: string; endDate: string } {
  const startDate = `${date.slice(0, 7)}-01`;
  const next = addDays(startDate, 32);
  return { startDate, endDate: addDays(`${next.slice(0, 7)}-01`, -1) };
}

export interface FaresByDateQuery {
  origin: string;
  destination: string;
  travelClass: 'economy' | 'business';
  startDate: string;
  endDate: string;
  type: TripType;
  outBoundDate?: string;
}

/**
 * Spec section 7: GET /b2b/flight/fares-by-date with origin, destination, travelClass (lowercase),
 * startDate and endDate spanning the departure date's month, and type; return fares add outBoundDate
 * (the return date). Null when the search does not have what the call needs (spec section 4: outbound
 * fares need the departure date; return fares a return date, origin and destination).
 */
export function faresByDateQuery(
  state: FlightSearchState,
  leg: 'outbound' | 'return',
): FaresByDateQuery | null {
  const row = state.flightsData[0];
  if (!row?.cityFrom?.iata || !row.cityTo?.iata || !row.departureDate) return null;
  const base: FaresByDateQuery = {
    origin: row.cityFrom.iata,
    destination: row.cityTo.iata,
    travelClass: travelClassOf(row.class ?? 'economy'),
    ...monthSpan(row.departureDate),
    type: state.tripType,
  };
  if (leg === 'outbound') return base;
  if (state.tripType !== 'return' || !row.returnDate) return null;
  return { ...base, type: 'return', outBoundDate: row.returnDate };
}

/** The fares of a calendar by date (the cheapest when a date appears twice). */
export function fareMap(entries: readonly FareEntry[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const e of entries) {
    const known = map.get(e.date);
    if (known === undefined || e.fare < known) map.set(e.date, e.fare);
  }
  return map;
}

/** Every date of the span, inclusive. */
export function datesOf(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let d = startDate; d <= endDate && dates.length < 62; d = addDays(d, 1)) dates.push(d);
  return dates;
}
