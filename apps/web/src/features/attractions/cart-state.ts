import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { CartItem, TransferType, VehicleCount } from '@portal/domain';
import { readJson, STORAGE_KEYS } from '../../lib/storage';

/**
 * The part of the cart and favourites state the shell needs on every page (issue 2 section 9): the
 * persisted state, read at start-up so the header's cart count is right on first paint, and a reducer
 * that stands in until a page that changes the cart loads `attractions.slice.ts`. The slice registers
 * its reducer (cart rules of `@portal/domain`) when its chunk runs, before any of its actions can be
 * dispatched, so the entry chunk carries neither.
 */

/**
 * A cart line (spec section 3, excursion booking): `_id` is the activity id, amounts are AED minor
 * units as priced by the server's price check. The extra fields let checkout rebuild the request.
 */
export interface AttractionCartItem extends CartItem {
  attractionId: string;
  attractionTitle: string;
  image: string | null;
  transferType: TransferType;
  hours: number | null;
  vehicles: VehicleCount[];
  slot: { id: string; label: string } | null;
}

/** A favourite attraction, enough to draw its card without a call. */
export interface FavouriteAttraction {
  _id: string;
  title: string;
  image: string | null;
  destination: string;
  priceFrom: number | null;
}

export interface AttractionsState {
  cart: AttractionCartItem[];
  favourites: FavouriteAttraction[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isCount = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** Storage can hold anything (older versions, hand edits): keep only lines checkout can use. */
export function isCartItem(v: unknown): v is AttractionCartItem {
  return (
    isObject(v) &&
    typeof v._id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.attractionId === 'string' &&
    isCount(v.adult) &&
    isCount(v.child) &&
    isCount(v.infant) &&
    isCount(v.price) &&
    typeof v.isPromoAdded === 'boolean' &&
    ['none', 'shared', 'private'].includes(v.transferType as string) &&
    Array.isArray(v.vehicles)
  );
}

export function isFavouriteAttraction(v: unknown): v is FavouriteAttraction {
  return isObject(v) && typeof v._id === 'string' && typeof v.title === 'string';
}

function readList<T>(key: string, guard: (v: unknown) => v is T): T[] {
  const raw = readJson<unknown>(key, []);
  return Array.isArray(raw) ? raw.filter(guard) : [];
}

export const initialAttractionsState = (): AttractionsState => ({
  cart: readList(STORAGE_KEYS.cart, isCartItem),
  favourites: readList(STORAGE_KEYS.favourites, isFavouriteAttraction),
});

/** Another tab changed the stored cart or favourites: follow it. */
export const reloadedFromStorage = createAction('attractions/reloadedFromStorage');

let sliceReducer: Reducer<AttractionsState> | null = null;

/** Called once by `attractions.slice.ts` when its chunk loads. */
export function registerAttractionsReducer(reducer: Reducer<AttractionsState>): void {
  sliceReducer = reducer;
}

/** The `attractions` reducer of the store: the slice's once loaded, until then the storage reload only. */
export const attractionsReducer: Reducer<AttractionsState> = (
  state: AttractionsState | undefined,
  action: UnknownAction,
) => {
  if (sliceReducer) return sliceReducer(state, action);
  if (state === undefined || reloadedFromStorage.match(action)) return initialAttractionsState();
  return state;
};
