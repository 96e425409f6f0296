import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addToCart,
  applyPromo,
  emptyCart,
  removeFromCart,
  removePromo,
  toggleFavourite,
  type CartItem,
  type TransferType,
  type VehicleCount,
} from '@portal/domain';
import { readJson, STORAGE_KEYS, writeStorage } from '../../lib/storage';

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

const saveCart = (cart: AttractionCartItem[]) => writeStorage(STORAGE_KEYS.cart, JSON.stringify(cart));
const saveFavourites = (list: FavouriteAttraction[]) =>
  writeStorage(STORAGE_KEYS.favourites, JSON.stringify(list));

/** The cart and favourites state areas (spec sections 3 and 4); both persist in local storage. */
export const attractionsSlice = createSlice({
  name: 'attractions',
  initialState: initialAttractionsState,
  reducers: {
    /** Merges lines by _id: a later line replaces an earlier one with the same _id. */
    addedToCart(state, action: PayloadAction<AttractionCartItem | AttractionCartItem[]>) {
      state.cart = addToCart(state.cart, action.payload);
      saveCart(state.cart);
    },
    removedFromCart(state, action: PayloadAction<string>) {
      state.cart = removeFromCart(state.cart, action.payload);
      saveCart(state.cart);
    },
    cartEmptied(state) {
      state.cart = emptyCart();
      saveCart(state.cart);
    },
    promoApplied(state, action: PayloadAction<string>) {
      state.cart = applyPromo(state.cart, action.payload);
      saveCart(state.cart);
    },
    promoRemoved(state, action: PayloadAction<string>) {
      state.cart = removePromo(state.cart, action.payload);
      saveCart(state.cart);
    },
    /** Another tab changed the stored cart or favourites: follow it. */
    reloadedFromStorage(state) {
      const fresh = initialAttractionsState();
      state.cart = fresh.cart;
      state.favourites = fresh.favourites;
    },
    favouriteToggled(state, action: PayloadAction<FavouriteAttraction>) {
      state.favourites = toggleFavourite(state.favourites, action.payload);
      saveFavourites(state.favourites);
    },
  },
});

export const attractionsActions = attractionsSlice.actions;

/** The toast shown after a remove (spec section 4). */
export const REMOVED_FROM_CART = {
  title: 'Removed from Cart!',
  text: 'The selected item successfully removed from cart',
} as const;
