/** Flight routes under /api/v1: fares-by-date is spec section 7 exact; the rest follow the original. */
export const FLIGHT_PATHS = {
  /** The compact airports list (iata, city, name, country, tz), loaded once at start-up. */
  airports: '/b2b/flight/airports',
  faresByDate: '/b2b/flight/fares-by-date',
  search: '/b2b/flight/search/availability',
} as const;

/**
 * Flights II (original-api-notes section 12, under /b2b): select a fare -> tbId, its details, book
 * (Idempotency-Key), orders, e-ticket and invoice PDFs, cancellation. Schemas in booking.ts.
 */
export const FLIGHT_ORDER_PATHS = {
  /** POST {searchId, offerId, fareKey} -> {tbId, expiresAt} (the original's addToCart). */
  select: '/b2b/flight/addToCart',
  /** GET: the selection re-priced, fare rules, time limit, per-segment seat maps, meals, baggage. */
  details: (tbId: string) => `/b2b/flight/details/${tbId}`,
  /** POST (Idempotency-Key): travellers, contact, add-ons, wallet or card. */
  create: '/b2b/flight/bookings/create',
  list: '/b2b/flight/bookings/list/all',
  /** GET: the list's filters as an Excel sheet. */
  sheet: '/b2b/flight/bookings/list/sheet',
  single: (bookingId: string) => `/b2b/flight/bookings/single/${bookingId}`,
  /** GET: the e-ticket PDF (?view=client|sell). */
  ticket: (bookingId: string) => `/b2b/flight/bookings/pdf/${bookingId}`,
  /** GET: the tax invoice PDF (?view=agent|sell). */
  invoice: (bookingId: string) => `/b2b/flight/bookings/invoice/${bookingId}`,
  cancelQuote: (bookingId: string) => `/b2b/flight/bookings/cancel/${bookingId}/quote`,
  /** POST (Idempotency-Key) {cancellationRemark}. */
  cancel: (bookingId: string) => `/b2b/flight/bookings/cancel/${bookingId}`,
} as const;

/** Web pages of the flight module (spec section 2.1 group F). */
export const FLIGHT_PAGES = {
  search: '/flight',
  results: '/flight/order/results',
  /** Flights II: the selected fare. */
  selection: (tbId: string) => `/b2b/flight/${tbId}`,
  /** The e-ticket page; the card gateway returns here (success) or with ?payment=failed. */
  ticket: (bookingId: string) => `/b2b/flight/ticket/booking/${bookingId}`,
  ticketFailed: (bookingId: string) => `/b2b/flight/ticket/booking/${bookingId}?payment=failed`,
  orders: '/flight/order',
  details: (bookingId: string) => `/b2b/flight/order/details/${bookingId}`,
} as const;
