import type { FlightSearchState } from './search-form.ts';

/** Spec section 9: at most 4 recent flight searches, in local storage. */
export const RECENT_SEARCH_LIMIT = 4;
export const RECENT_SEARCHES_KEY = 'flightSearches';

/** Spec section 3 recent-search record. */
export type RecentSearch = Pick<FlightSearchState, 'flightsData' | 'tripType' | 'travellers'>;

const signature = (s: RecentSearch) =>
  JSON.stringify([
    s.tripType,
    s.travellers,
    s.flightsData.map((r) => [r.cityFrom?.iata, r.cityTo?.iata, r.departureDate, r.returnDate, r.class]),
  ]);

/** Newest first; the same search again moves to the front instead of appearing twice. */
export function pushRecentSearch(list: readonly RecentSearch[], search: RecentSearch): RecentSearch[] {
  const record: RecentSearch = {
    tripType: search.tripType,
    travellers: { ...search.travellers },
    flightsData: search.flightsData.map((r) => ({ ...r })),
  };
  const key = signature(record);
  return [record, ...list.filter((s) => signature(s) !== key)].slice(0, RECENT_SEARCH_LIMIT);
}

/** Spec section 2.8: "Round Trip" or "One-Way" (multicity cards say "Multicity"). */
export function recentTripLabel(s: Pick<RecentSearch, 'tripType'>): string {
  if (s.tripType === 'return') return 'Round Trip';
  if (s.tripType === 'multicity') return 'Multicity';
  return 'One-Way';
}

/** Whatever local storage held, only well-formed records survive. */
export function parseRecentSearches(raw: unknown): RecentSearch[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (s): s is RecentSearch =>
        !!s &&
        typeof s === 'object' &&
        ['oneway', 'return', 'multicity'].includes((s as RecentSearch).tripType) &&
        Array.isArray((s as RecentSearch).flightsData) &&
        (s as RecentSearch).flightsData.length > 0 &&
        typeof (s as RecentSearch).travellers?.adult === 'number',
    )
    .slice(0, RECENT_SEARCH_LIMIT);
}
