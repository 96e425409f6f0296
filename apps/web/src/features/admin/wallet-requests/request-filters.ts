import { useUrlFilters, type UrlFilterParse } from '../lib/use-url-filters';
import type { RequestListArgs } from './wallet-requests.api';

/** The list filters of the deposits and withdrawals pages, kept in the URL so a reload keeps them. */
export const REQUESTS_PAGE_SIZE = 20;

export const REQUEST_FILTER_KEYS = ['status', 'search'] as const;

/**
 * How ?status= and ?search= read: an unknown or missing status falls back (pending first, left out
 * of the URL), the search is trimmed to 100 characters. Build it once per page (module scope).
 */
export function requestFilterParse<S extends string>(statuses: readonly S[], fallback: S) {
  return {
    status: (raw: string) => ((statuses as readonly string[]).includes(raw) ? raw : fallback),
    search: (raw: string) => raw.trim().slice(0, 100),
  };
}

/**
 * A deposits or withdrawals page's filters and the list request they make. Each filter change is a
 * history entry: the back button goes to the previous tab or search.
 */
export function useRequestFilters<S extends string>(parse: Record<'status' | 'search', UrlFilterParse>) {
  const filters = useUrlFilters(REQUEST_FILTER_KEYS, { parse, replace: false });
  const args: RequestListArgs<S> = {
    // The parse keeps the status one of the page's.
    status: filters.values.status as S,
    search: filters.values.search,
    skip: (filters.page - 1) * REQUESTS_PAGE_SIZE,
    limit: REQUESTS_PAGE_SIZE,
  };
  return { filters, args };
}
