/** Hotel routes under /api/v1. The suggestions path is spec section 7 exact; the rest follow the original. */
export const HOTEL_PATHS = {
  suggestions: '/b2b/hotels/availabilities/search/suggestions',
  search: '/b2b/hotels/availabilities/search',
  /** Paging, sort and filters on a stored search session; never re-queries suppliers. */
  searchPage: (searchId: string) => `/b2b/hotels/availabilities/search/${searchId}`,
  /** Static content of one hotel. */
  single: (hotelId: string) => `/b2b/hotels/availabilities/single/${hotelId}`,
  singleSearch: '/b2b/hotels/availabilities/single/search',
} as const;

/** Web pages of the hotel module (spec section 2.1). */
export const HOTEL_PAGES = {
  avail: '/hotel/avail',
  details: (hotelId: string) => `/hotel/details/${hotelId}`,
  apply: (hotelId: string, roomTypeId: string) => `/hotel/${hotelId}/apply/${roomTypeId}`,
} as const;
