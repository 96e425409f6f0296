import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '../lib/api';
import { adminApi } from '../features/admin/api/admin-api';
import { homeSlice } from '../stores/home.slice';
import { sessionSlice } from '../stores/session.slice';
import { walletSlice } from '../features/wallet/state/wallet.slice';
import { attractionsReducer } from '../features/attractions/cart-state';
import { markupsSlice } from '../features/markups/markups.slice';
import { resellersSlice } from '../features/resellers/state/resellers.slice';
import { hotelReducer } from '../features/hotels/hotel-state';
import { a2aReducer } from '../features/a2a/a2a-state';
import { insuranceReducer } from '../features/insurance/insurance-state';
import { flightReducer } from '../features/flights/flight-state';
import { quotationListReducer, quotationReducer } from '../features/quotations/quotation-state';

/**
 * Client state only (spec section 3 lists the areas); server data lives in the RTK Query cache.
 * Module slices are added here as their modules arrive.
 */
const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [adminApi.reducerPath]: adminApi.reducer,
  session: sessionSlice.reducer,
  home: homeSlice.reducer,
  wallet: walletSlice.reducer,
  attractions: attractionsReducer,
  markups: markupsSlice.reducer,
  resellers: resellersSlice.reducer,
  hotel: hotelReducer,
  a2a: a2aReducer,
  insurance: insuranceReducer,
  flight: flightReducer,
  quotation: quotationReducer,
  quotationList: quotationListReducer,
});

export function createStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware, adminApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
