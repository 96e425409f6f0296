import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec section 8: a wallet fetch without a token records this error instead of calling the API. */
export const NO_TOKEN_WALLET_ERROR = 'cant find Wallet balance';

/** The "wallet" state area of spec section 3; the figures themselves live in the RTK Query cache. */
export interface WalletState {
  balanceError: string | null;
}

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: (): WalletState => ({ balanceError: null }),
  reducers: {
    balanceFailed(state, action: PayloadAction<string>) {
      state.balanceError = action.payload;
    },
    balanceLoaded(state) {
      state.balanceError = null;
    },
  },
});

export const walletActions = walletSlice.actions;
