import { HOTEL_ORDER_STATUSES, type HotelOrdersQuery } from '@portal/contracts';

/** The filters of /hotel/order, as they ride in the page's URL (shareable, survive a reload). */
export const HOTEL_ORDER_FILTER_KEYS = [
  'agency',
  'bookedBy',
  'referenceNumber',
  'agentReferenceNumber',
  'guestName',
  'hotel',
  'status',
  'bookingFrom',
  'bookingTo',
  'checkInFrom',
  'checkInTo',
] as const;
export type HotelOrderFilterKey = (typeof HOTEL_ORDER_FILTER_KEYS)[number];
export type HotelOrderFilters = Partial<Pick<HotelOrdersQuery, HotelOrderFilterKey>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (v: string): v is (typeof HOTEL_ORDER_STATUSES)[number] =>
  (HOTEL_ORDER_STATUSES as readonly string[]).includes(v);

/** Reads the filters and the page of the URL; unknown or malformed values are dropped. */
export function readOrderFilters(params: URLSearchParams): { filters: HotelOrderFilters; page: number } {
  const filters: HotelOrderFilters = {};
  for (const key of HOTEL_ORDER_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (key === 'status') {
      if (isStatus(value)) filters.status = value;
    } else if (/From$|To$/.test(key)) {
      if (DATE.test(value)) filters[key] = value;
    } else filters[key] = value.slice(0, 120);
  }
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  return { filters, page };
}
