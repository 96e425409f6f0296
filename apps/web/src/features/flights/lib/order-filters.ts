import { FLIGHT_ORDER_STATUSES, type FlightOrdersQuery } from '@portal/contracts';

/** The filters of /flight/order, as they ride in the page's URL (shareable, survive a reload). */
export const FLIGHT_ORDER_FILTER_KEYS = [
  'agency',
  'bookedBy',
  'pnr',
  'referenceNumber',
  'passenger',
  'from',
  'to',
  'status',
  'travelFrom',
  'travelTo',
  'bookingFrom',
  'bookingTo',
] as const;
export type FlightOrderFilterKey = (typeof FLIGHT_ORDER_FILTER_KEYS)[number];
export type FlightOrderFilters = Partial<Pick<FlightOrdersQuery, FlightOrderFilterKey>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const IATA = /^[A-Za-z]{3}$/;
const isStatus = (v: string): v is (typeof FLIGHT_ORDER_STATUSES)[number] =>
  (FLIGHT_ORDER_STATUSES as readonly string[]).includes(v);

/** Reads the filters and the page of the URL; unknown or malformed values are dropped. */
export function readFlightOrderFilters(params: URLSearchParams): {
  filters: FlightOrderFilters;
  page: number;
} {
  const filters: FlightOrderFilters = {};
  for (const key of FLIGHT_ORDER_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (key === 'status') {
      if (isStatus(value)) filters.status = value;
    } else if (/From$|To$/.test(key)) {
      if (DATE.test(value)) filters[key] = value;
    } else if (key === 'from' || key === 'to') {
      if (IATA.test(value)) filters[key] = value.toUpperCase();
    } else if (key === 'pnr') filters.pnr = value.slice(0, 12).toUpperCase();
    else filters[key] = value.slice(0, 120);
  }
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  return { filters, page };
}
