import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  A2A_DEFAULT_TRAVELLERS,
  emptyPassenger,
  passengerRows,
  travellerCount,
  type A2aPassengerRow,
} from '@portal/domain';
import type { RootState } from '../../app/store';
import { readJson, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { registerA2aReducer } from './a2a-state';

/**
 * The "a2a" state area of spec section 3: the traveller count (default 1) and the enquiry being
 * filled in - ticket, date, the agent's markup and one traveller row per traveller - kept in local
 * storage as `a2aEnquiry` so a reload or the confirm page finds it.
 */
export interface A2aEnquiry {
  ticketId: string;
  date: string;
  noOfTravellers: number;
  /** The agent's own markup for the booking, in AED (major units, as typed). */
  markup: string;
  passengers: A2aPassengerRow[];
}

export interface A2aState {
  travellers: number;
  a2aEnquiry: A2aEnquiry | null;
}

function isEnquiry(value: unknown): value is A2aEnquiry {
  const v = value as A2aEnquiry | null;
  return Boolean(v && typeof v.ticketId === 'string' && Array.isArray(v.passengers));
}

/** The stored enquiry (local storage `a2aEnquiry`), rows made whole again; null when absent or broken. */
export function storedEnquiry(): A2aEnquiry | null {
  const raw = readJson<unknown>(STORAGE_KEYS.a2aEnquiry, null);
  if (!isEnquiry(raw)) return null;
  const n = travellerCount(raw.noOfTravellers);
  return {
    ticketId: raw.ticketId,
    date: typeof raw.date === 'string' ? raw.date : '',
    noOfTravellers: n,
    markup: typeof raw.markup === 'string' ? raw.markup : '',
    passengers: passengerRows(n, raw.passengers).map((row) => ({
      ...emptyPassenger(),
      ...row,
      infantDetails: { ...emptyPassenger().infantDetails, ...(row.infantDetails ?? {}) },
    })),
  };
}

export function saveEnquiry(enquiry: A2aEnquiry | null): void {
  writeStorage(STORAGE_KEYS.a2aEnquiry, enquiry ? JSON.stringify(enquiry) : null);
}

export function newEnquiry(ticketId: string, date: string): A2aEnquiry {
  return {
    ticketId,
    date,
    noOfTravellers: A2A_DEFAULT_TRAVELLERS,
    markup: '',
    passengers: passengerRows(A2A_DEFAULT_TRAVELLERS),
  };
}

export const initialA2aState = (): A2aState => {
  const enquiry = storedEnquiry();
  return { travellers: enquiry?.noOfTravellers ?? A2A_DEFAULT_TRAVELLERS, a2aEnquiry: enquiry };
};

export const a2aSlice = createSlice({
  name: 'a2a',
  initialState: initialA2aState,
  reducers: {
    startEnquiry(state, action: PayloadAction<{ ticketId: string; date: string }>) {
      const current = state.a2aEnquiry;
      if (current?.ticketId === action.payload.ticketId) return;
      state.a2aEnquiry = newEnquiry(action.payload.ticketId, action.payload.date);
      state.travellers = A2A_DEFAULT_TRAVELLERS;
    },
    setTravellers(state, action: PayloadAction<number>) {
      const n = travellerCount(action.payload);
      state.travellers = n;
      if (state.a2aEnquiry) {
        state.a2aEnquiry.noOfTravellers = n;
        state.a2aEnquiry.passengers = passengerRows(n, state.a2aEnquiry.passengers);
      }
    },
    updatePassenger(state, action: PayloadAction<{ index: number; row: A2aPassengerRow }>) {
      const rows = state.a2aEnquiry?.passengers;
      if (rows && action.payload.index < rows.length) rows[action.payload.index] = action.payload.row;
    },
    setMarkup(state, action: PayloadAction<string>) {
      if (state.a2aEnquiry) state.a2aEnquiry.markup = action.payload;
    },
    clearEnquiry(state) {
      state.a2aEnquiry = null;
      state.travellers = A2A_DEFAULT_TRAVELLERS;
    },
  },
});

registerA2aReducer(a2aSlice.reducer);

export const { startEnquiry, setTravellers, updatePassenger, setMarkup, clearEnquiry } = a2aSlice.actions;

export const selectA2a = (state: RootState): A2aState => state.a2a ?? initialA2aState();
