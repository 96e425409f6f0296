import type { HotelResultsQuery, HotelSort } from '@portal/contracts';
import type { AccommodationType, BoardCode, StarCategory } from '@portal/domain';

/** Hotels per page of a stored search (infinite scroll loads the next page). */
export const RESULTS_PAGE_SIZE = 20;

/**
 * Sort and filters of the results list. They run on the stored search session, and live in the
 * history entry's state (not in the URL, whose parameters the spec fixes), so reload and
 * back/forward keep them.
 */
export interface ResultsView {
  sortBy: HotelSort;
  priceFrom: number | null;
  priceTo: number | null;
  starCategories: StarCategory[];
  boardCodes: BoardCode[];
  accommodationTypes: AccommodationType[];
  areas: string[];
  chains: string[];
  amenities: string[];
  refundableOnly: boolean;
  payLaterOnly: boolean;
  hotelName: string;
}

export const DEFAULT_VIEW: ResultsView = {
  sortBy: 'price:asc',
  priceFrom: null,
  priceTo: null,
  starCategories: [],
  boardCodes: [],
  accommodationTypes: [],
  areas: [],
  chains: [],
  amenities: [],
  refundableOnly: false,
  payLaterOnly: false,
  hotelName: '',
};

export const SORT_OPTIONS: { value: HotelSort; label: string }[] = [
  { value: 'price:asc', label: 'Price: low to high' },
  { value: 'price:desc', label: 'Price: high to low' },
  { value: 'stars:desc', label: 'Stars: high to low' },
  { value: 'stars:asc', label: 'Stars: low to high' },
  { value: 'name:asc', label: 'Name: A to Z' },
  { value: 'distance:asc', label: 'Distance from centre' },
];

export type ListKey =
  'starCategories' | 'boardCodes' | 'accommodationTypes' | 'areas' | 'chains' | 'amenities';

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The view kept in a history entry (anything else there, e.g. from an older version, is ignored). */
export function viewFromState(state: unknown): ResultsView {
  const raw = (state as { view?: Partial<Record<keyof ResultsView, unknown>> } | null)?.view;
  if (!raw || typeof raw !== 'object') return DEFAULT_VIEW;
  const sort = SORT_OPTIONS.find((o) => o.value === raw.sortBy)?.value;
  const list = <T extends string>(v: unknown) => (isStringList(v) ? (v as T[]) : []);
  return {
    sortBy: sort ?? DEFAULT_VIEW.sortBy,
    priceFrom: isAmount(raw.priceFrom) ? raw.priceFrom : null,
    priceTo: isAmount(raw.priceTo) ? raw.priceTo : null,
    starCategories: list<StarCategory>(raw.starCategories),
    boardCodes: list<BoardCode>(raw.boardCodes),
    accommodationTypes: list<AccommodationType>(raw.accommodationTypes),
    areas: list(raw.areas),
    chains: list(raw.chains),
    amenities: list(raw.amenities),
    refundableOnly: raw.refundableOnly === true,
    payLaterOnly: raw.payLaterOnly === true,
    hotelName: typeof raw.hotelName === 'string' ? raw.hotelName : '',
  };
}

/** Adds or removes one value of a list filter. */
export function toggled(view: ResultsView, key: ListKey, value: string): ResultsView {
  const list = view[key] as string[];
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return { ...view, [key]: next };
}

/** How many filters are on (the sort is not a filter). */
export function activeFilterCount(view: ResultsView): number {
  const lists: ListKey[] = [
    'starCategories',
    'boardCodes',
    'accommodationTypes',
    'areas',
    'chains',
    'amenities',
  ];
  return (
    lists.reduce((n, k) => n + view[k].length, 0) +
    (view.priceFrom !== null || view.priceTo !== null ? 1 : 0) +
    (view.refundableOnly ? 1 : 0) +
    (view.payLaterOnly ? 1 : 0) +
    (view.hotelName.trim() ? 1 : 0)
  );
}

export const isDefaultView = (view: ResultsView) =>
  view.sortBy === DEFAULT_VIEW.sortBy && activeFilterCount(view) === 0;

/** Query string of GET /search/{searchId} for page `page` (0-based, as the API counts) of a view. */
export function viewQuery(view: ResultsView, page: number): HotelResultsQuery {
  const query: HotelResultsQuery = { skip: page, limit: RESULTS_PAGE_SIZE, sortBy: view.sortBy };
  if (view.priceFrom !== null) query.priceFrom = view.priceFrom;
  if (view.priceTo !== null) query.priceTo = view.priceTo;
  // Lists go as "a,b" (the API also takes repeated keys); empty lists are left out.
  const lists: ListKey[] = [
    'starCategories',
    'boardCodes',
    'accommodationTypes',
    'areas',
    'chains',
    'amenities',
  ];
  for (const key of lists) {
    if (view[key].length > 0) (query as Record<string, unknown>)[key] = view[key].join(',');
  }
  if (view.refundableOnly) query.refundableOnly = true;
  if (view.payLaterOnly) query.payLaterOnly = true;
  if (view.hotelName.trim()) query.hotelName = view.hotelName.trim();
  return query;
}

/**
 * A price filter typed in the display currency, as AED minor units for the API: the lower bound
 * rounds down and the upper bound up, so a hotel shown at exactly the typed amount stays in.
 */
export function toAedMinor(amount: number, rate: number, bound: 'from' | 'to'): number | null {
  if (!Number.isFinite(amount) || amount < 0 || !(rate > 0)) return null;
  const minor = (amount / rate) * 100;
  return bound === 'from' ? Math.max(0, Math.floor(minor)) : Math.ceil(minor);
}
