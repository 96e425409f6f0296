import { QUOTATION_DEFAULTS } from './constants.ts';

/** The quotation list's filters and page (spec section 3 "Quotation list"). */
export interface QuotationListFilters {
  dateFrom: string;
  dateTo: string;
  quotationNumber: string;
  skip: number;
  limit: number;
}

export const initialQuotationListFilters = (): QuotationListFilters => ({
  dateFrom: '',
  dateTo: '',
  quotationNumber: '',
  skip: 0,
  limit: QUOTATION_DEFAULTS.pageSize,
});

/** Spec section 4: changing a filter goes back to the first page. */
export function setListFilters(
  state: QuotationListFilters,
  change: Partial<Pick<QuotationListFilters, 'dateFrom' | 'dateTo' | 'quotationNumber'>>,
): QuotationListFilters {
  return { ...state, ...change, skip: 0 };
}

/** Spec section 4: clearing the filters sets limit 10 and skip 0. */
export function clearListFilters(): QuotationListFilters {
  return initialQuotationListFilters();
}

export function setListSkip(state: QuotationListFilters, skip: number): QuotationListFilters {
  return { ...state, skip: Math.max(0, Math.trunc(skip) || 0) };
}
