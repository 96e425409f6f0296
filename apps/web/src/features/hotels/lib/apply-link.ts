import { HOTEL_PAGES } from '../api/paths';

/**
 * The booking page of a rate (/hotel/{id}/apply/{roomtypeid}, Hotels II). The rate key and the search
 * session ride in the query so the page survives a reload; the link's state carries them too.
 */
export function applyLink(a: {
  hotelId: string;
  roomTypeId: string;
  searchId: string;
  rateKey: string;
}): string {
  const params = new URLSearchParams({ searchId: a.searchId, rateKey: a.rateKey });
  return `${HOTEL_PAGES.apply(encodeURIComponent(a.hotelId), encodeURIComponent(a.roomTypeId))}?${params.toString()}`;
}
