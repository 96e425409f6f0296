import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addToCart,
  applyPromo,
  emptyCart,
  removeFromCart,
  removePromo,
  toggleFavourite,
} from '@portal/domain';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage';
import {
  initialAttractionsState,
  registerAttractionsReducer,
  reloadedFromStorage,
  type AttractionCartItem,
  type FavouriteAttraction,
} from './cart-state';

export {
  initialAttractionsState,
  isCartItem,
  isFavouriteAttraction,
  type AttractionCartItem,
  type AttractionsState,
  type FavouriteAttraction,
} from './cart-state';

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
    favouriteToggled(state, action: PayloadAction<FavouriteAttraction>) {
      state.favourites = toggleFavourite(state.favourites, action.payload);
      saveFavourites(state.favourites);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(reloadedFromStorage, () => initialAttractionsState());
  },
});

// The store's `attractions` reducer delegates here from now on (see cart-state.ts).
registerAttractionsReducer(attractionsSlice.reducer);

export const attractionsActions = { ...attractionsSlice.actions, reloadedFromStorage };

/** The toast shown after a remove (spec section 4). */
export const REMOVED_FROM_CART = {
  title: 'Removed from Cart!',
  text: 'The selected item successfully removed from cart',
} as const;
