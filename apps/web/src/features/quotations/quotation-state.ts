import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { QuotationListFilters } from '@portal/domain';
import type { QuotationState } from './quotation.slice';

/**
 * The store's `quotation` and `quotationList` areas (spec section 3) without the quotation code in the
 * entry chunk: the reducers register when the quotation chunk loads (quotation.slice.ts,
 * quotation-list.slice.ts); until then each area is null.
 */
let quotationSlice: Reducer<QuotationState> | null = null;
let listSlice: Reducer<QuotationListFilters> | null = null;

export function registerQuotationReducer(reducer: Reducer<QuotationState>): void {
  quotationSlice = reducer;
}

export function registerQuotationListReducer(reducer: Reducer<QuotationListFilters>): void {
  listSlice = reducer;
}

export const quotationReducer = (
  state: QuotationState | null = null,
  action: UnknownAction,
): QuotationState | null => (quotationSlice ? quotationSlice(state ?? undefined, action) : state);

export const quotationListReducer = (
  state: QuotationListFilters | null = null,
  action: UnknownAction,
): QuotationListFilters | null => (listSlice ? listSlice(state ?? undefined, action) : state);
