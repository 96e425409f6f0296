import { useSearchParams } from 'react-router';

export type ListFilters<K extends string> = Partial<Record<K, string>>;

/** Filters and the 0-based page of a list page, read from its URL (reload and share keep them). */
export function readListFilters<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
): { filters: ListFilters<K>; page: number } {
  const filters: ListFilters<K> = {};
  for (const key of keys) {
    const v = params.get(key);
    if (v) filters[key] = v;
  }
  return { filters, page: Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0) };
}

/** The URL query of filters (empty values dropped) and a page (0 left out). */
export function listFiltersQuery<K extends string>(filters: ListFilters<K>, page = 0): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [K, string | undefined][]) {
    if (value) query.set(key, value);
  }
  if (page > 0) query.set('page', String(page));
  return query;
}

/** A list page's filters in its URL: applying filters goes back to the first page. */
export function useListFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { filters, page } = readListFilters(params, keys);
  return {
    filters,
    page,
    apply: (next: ListFilters<K>) => setParams(listFiltersQuery(next)),
    goTo: (p: number) => setParams(listFiltersQuery(filters, p)),
  };
}
