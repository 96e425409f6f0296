/** The list filters of the deposits and withdrawals pages, kept in the URL so a reload keeps them. */
export const REQUESTS_PAGE_SIZE = 20;

export interface RequestFilters<S extends string> {
  status: S;
  search: string;
  /** 1-based page on screen; ?page= in the URL. */
  page: number;
}

/** Reads ?status=&search=&page= (unknown or missing values fall back: pending first, page 1). */
export function readFilters<S extends string>(
  params: URLSearchParams,
  statuses: readonly S[],
  fallback: S,
): RequestFilters<S> {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    status: (statuses as readonly string[]).includes(status) ? (status as S) : fallback,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 5000 ? page : 1,
  };
}

/** The query string of a filter state, without defaults (a clean URL for the first page of pending). */
export function filtersToParams<S extends string>(
  filters: RequestFilters<S>,
  fallback: S,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.status !== fallback) out.status = filters.status;
  if (filters.search) out.search = filters.search;
  if (filters.page > 1) out.page = String(filters.page);
  return out;
}
