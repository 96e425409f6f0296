/**
 * The catalogue paths of ATTRACTION_PATHS (@portal/contracts), kept here because any value import
 * from the contracts pulls every zod schema into the /attraction chunk (about 30 KB gzip).
 * catalogue-paths.test.ts keeps the two in step.
 */
export const CATALOGUE_PATHS = {
  categories: '/attractions/categories/all',
  searchList: '/search/list',
  destination: (slug: string) => `/b2b/attractions/destinations/${encodeURIComponent(slug)}`,
  single: (id: string) => `/b2b/attractions/single/${id}`,
  price: '/b2b/attractions/price',
  timeslots: '/b2b/attractions/timeslots',
} as const;
