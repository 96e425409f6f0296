import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { A2aState } from './a2a.slice';

/**
 * The store's `a2a` area (spec section 3) without the a2a code in the entry chunk: the reducer
 * registers when the a2a chunk loads (a2a.slice.ts); until then the area stays null.
 */
let sliceReducer: Reducer<A2aState> | null = null;

export function registerA2aReducer(reducer: Reducer<A2aState>): void {
  sliceReducer = reducer;
}

export const a2aReducer = (state: A2aState | null = null, action: UnknownAction): A2aState | null =>
  sliceReducer ? sliceReducer(state ?? undefined, action) : state;
