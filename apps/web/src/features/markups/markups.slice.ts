import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec section 8: a markup removal without a token records this error instead of calling the API. */
export const NO_TOKEN_MARKUP_ERROR = 'Cant find markups';

/** The "markups" state area of spec section 3; the markups themselves live in the RTK Query cache. */
export interface MarkupsState {
  error: string | null;
}

export const markupsSlice = createSlice({
  name: 'markups',
  initialState: (): MarkupsState => ({ error: null }),
  reducers: {
    failed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
    succeeded(state) {
      state.error = null;
    },
  },
});

export const markupsActions = markupsSlice.actions;
