import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';

/** Selected display currency (spec sections 3 and 4); AED, rate 1, UAE flag by default. */
export interface SelectedCurrency {
  isocode: string;
  conversionRate: number;
  flag: string;
}
export const DEFAULT_SELECTED_CURRENCY: SelectedCurrency = { isocode: 'AED', conversionRate: 1, flag: '🇦🇪' };

export interface Alert {
  status: boolean;
  title: string;
  text: string;
}

export interface HomeState {
  selectedCurrency: SelectedCurrency;
  /** The isocode read from storage at start, matched against the list once it loads. */
  storedCurrency: string | null;
  successAlert: Alert;
  errorAlert: Alert;
}

const closed: Alert = { status: false, title: '', text: '' };

export const initialHomeState = (): HomeState => ({
  selectedCurrency: DEFAULT_SELECTED_CURRENCY,
  storedCurrency: readStorage(STORAGE_KEYS.currency),
  successAlert: closed,
  errorAlert: closed,
});

export const homeSlice = createSlice({
  name: 'home',
  initialState: initialHomeState,
  reducers: {
    /** Picking a currency applies it and saves its isocode under `currency`. */
    currencyPicked(state, action: PayloadAction<SelectedCurrency>) {
      state.selectedCurrency = action.payload;
      state.storedCurrency = action.payload.isocode;
      writeStorage(STORAGE_KEYS.currency, action.payload.isocode);
    },
    /** After initial data loads: the saved isocode matched case-insensitively, else AED. */
    currenciesLoaded(
      state,
      action: PayloadAction<{ isocode: string; conversionRate: number; flag: string }[]>,
    ) {
      const saved = state.storedCurrency?.toLowerCase();
      const match = saved ? action.payload.find((c) => c.isocode.toLowerCase() === saved) : undefined;
      state.selectedCurrency = match
        ? { isocode: match.isocode, conversionRate: match.conversionRate, flag: match.flag }
        : DEFAULT_SELECTED_CURRENCY;
    },
    successShown(state, action: PayloadAction<{ title: string; text: string }>) {
      state.successAlert = { status: true, ...action.payload };
    },
    /** The error alert is set only when its text is non-empty (spec section 4). */
    errorShown(state, action: PayloadAction<{ title: string; text: string }>) {
      if (action.payload.text) state.errorAlert = { status: true, ...action.payload };
    },
    successClosed(state) {
      state.successAlert = closed;
    },
    errorClosed(state) {
      state.errorAlert = closed;
    },
  },
});

export const homeActions = homeSlice.actions;
