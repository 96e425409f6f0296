import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  clearListFilters,
  initialQuotationListFilters,
  setListFilters,
  setListSkip,
  type QuotationListFilters,
} from '@portal/domain';
import type { RootState } from '../../app/store';
import { registerQuotationListReducer } from './quotation-state';

type FilterChange = Partial<Pick<QuotationListFilters, 'dateFrom' | 'dateTo' | 'quotationNumber'>>;

/**
 * The "quotation list" state area of spec section 3: filters dateFrom, dateTo, quotationNumber and the
 * page (skip, limit). Spec section 4: a filter change goes back to skip 0; Clear sets limit 10, skip 0.
 */
export const quotationListSlice = createSlice({
  name: 'quotationList',
  initialState: initialQuotationListFilters,
  reducers: {
    filtersChanged: (state, action: PayloadAction<FilterChange>) => setListFilters(state, action.payload),
    filtersCleared: () => clearListFilters(),
    pageChanged: (state, action: PayloadAction<number>) => setListSkip(state, action.payload),
  },
});

registerQuotationListReducer(quotationListSlice.reducer);

export const quotationListActions = quotationListSlice.actions;

const INITIAL = initialQuotationListFilters();

export const selectQuotationList = (state: RootState): QuotationListFilters => state.quotationList ?? INITIAL;
