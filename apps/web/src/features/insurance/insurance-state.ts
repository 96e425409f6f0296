import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { InsuranceState } from '@portal/domain';

/**
 * The store's `insurance` area (spec section 3) without the insurance code in the entry chunk: the
 * reducer registers when the insurance chunk loads (insurance.slice.ts); until then the area is null.
 */
let sliceReducer: Reducer<InsuranceState> | null = null;

export function registerInsuranceReducer(reducer: Reducer<InsuranceState>): void {
  sliceReducer = reducer;
}

export const insuranceReducer = (
  state: InsuranceState | null = null,
  action: UnknownAction,
): InsuranceState | null => (sliceReducer ? sliceReducer(state ?? undefined, action) : state);
