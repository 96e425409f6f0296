import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { HotelState } from './hotel.slice';

/**
 * The store's `hotel` area (spec section 3) without the hotel code in the entry chunk: until the
 * hotel chunk loads `hotel.slice.ts` (which registers its reducer before any hotel action can run)
 * the area stays null, so "/" and /login do not carry the form rules.
 */
let sliceReducer: Reducer<HotelState> | null = null;

export function registerHotelReducer(reducer: Reducer<HotelState>): void {
  sliceReducer = reducer;
}

export const hotelReducer = (state: HotelState | null = null, action: UnknownAction): HotelState | null =>
  sliceReducer ? sliceReducer(state ?? undefined, action) : state;
