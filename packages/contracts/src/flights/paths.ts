/** Flight routes under /api/v1: fares-by-date is spec section 7 exact; the rest follow the original. */
export const FLIGHT_PATHS = {
  /** The compact airports list (iata, city, name, country, tz), loaded once at start-up. */
  airports: '/b2b/flight/airports',
  faresByDate: '/b2b/flight/fares-by-date',
  search: '/b2b/flight/search/availability',
} as const;

/** Web pages of the flight module (spec section 2.1 group F). */
export const FLIGHT_PAGES = {
  search: '/flight',
  results: '/flight/order/results',
  /** Flights II: the selected fare. */
  selection: (tbId: string) => `/b2b/flight/${tbId}`,
} as const;
