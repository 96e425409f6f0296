import type { StatementType } from '@portal/contracts';
import { t } from '../../../lib/i18n';

export interface StatementFilter {
  dateFrom: string;
  dateTo: string;
  product: string;
  type: StatementType | '';
  reference: string;
}

export const EMPTY_STATEMENT_FILTER: StatementFilter = {
  dateFrom: '',
  dateTo: '',
  product: '',
  type: '',
  reference: '',
};

export const STATEMENT_PAGE_SIZE = 10;

/** The message to show instead of calling the server, or null when the filter is valid. */
export function statementFilterError(filter: StatementFilter): string | null {
  if (filter.dateFrom && filter.dateTo && filter.dateFrom > filter.dateTo)
    return t('wallet.statement.datesOrder', 'The "from" date must not be after the "to" date');
  return null;
}

/** Non-empty, trimmed filter fields (the server reads absent fields as "any"). */
export function statementFilterParams(filter: StatementFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, raw] of Object.entries(filter) as [keyof StatementFilter, string][]) {
    const value = raw.trim();
    if (value) params[name] = value;
  }
  return params;
}

/** Query of GET /b2b/transactions/all for a 1-based page. */
export function statementPageParams(
  filter: StatementFilter,
  page: number,
  pageSize = STATEMENT_PAGE_SIZE,
): Record<string, string> {
  const safePage = Math.max(1, Math.floor(page));
  return {
    ...statementFilterParams(filter),
    skip: String((safePage - 1) * pageSize),
    limit: String(pageSize),
  };
}

/** "dateFrom=2026-01-01&type=deposit": the query of the Excel export (no paging). */
export function statementQueryString(filter: StatementFilter): string {
  return new URLSearchParams(statementFilterParams(filter)).toString();
}

export function hasActiveFilter(filter: StatementFilter): boolean {
  return Object.keys(statementFilterParams(filter)).length > 0;
}
