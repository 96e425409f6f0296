import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec section 8: a reseller fetch without a token records this error instead of calling the API. */
export const NO_TOKEN_RESELLER_ERROR = 'Cant find reseller';

/** The "resellers" state area of spec section 3; the records themselves live in the RTK Query cache. */
export interface ResellersState {
  resellerError: string | null;
}

export const resellersSlice = createSlice({
  name: 'resellers',
  initialState: (): ResellersState => ({ resellerError: null }),
  reducers: {
    resellerFailed(state, action: PayloadAction<string>) {
      state.resellerError = action.payload;
    },
    resellerLoaded(state) {
      state.resellerError = null;
    },
  },
});

export const resellersActions = resellersSlice.actions;
