import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { FlightState } from './flight.slice';

/**
 * The store's `flight` area (spec section 3) without the flight code in the entry chunk: the reducer
 * registers when the flight chunk loads (flight.slice.ts); until then the area stays null.
 */
let sliceReducer: Reducer<FlightState> | null = null;

export function registerFlightReducer(reducer: Reducer<FlightState>): void {
  sliceReducer = reducer;
}

export const flightReducer = (state: FlightState | null = null, action: UnknownAction): FlightState | null =>
  sliceReducer ? sliceReducer(state ?? undefined, action) : state;
