import { useMemo } from 'react';
import { useNav } from '../../../lib/nav';

export const PAGE_SIZE = 20;

export interface OrderFilterValues {
  product: string;
  status: string;
  agent: string;
  search: string;
  dateFrom: string;
  dateTo: string;
}

const KEYS: readonly (keyof OrderFilterValues)[] = [
  'product',
  'status',
  'agent',
  'search',
  'dateFrom',
  'dateTo',
];

/** The list's filters and page live in the URL query, so a reload or a shared link keeps them. */
export function useOrderFilters() {
  const nav = useNav();
  const { search } = nav;
  const values = useMemo(() => {
    const v = {} as OrderFilterValues;
    for (const k of KEYS) v[k] = search.get(k) ?? '';
    return v;
  }, [search]);
  const page = Math.max(1, Math.floor(Number(search.get('page') ?? '1')) || 1);

  const write = (next: OrderFilterValues, nextPage: number) => {
    const query: Record<string, string> = {};
    for (const k of KEYS) if (next[k]) query[k] = next[k];
    if (nextPage > 1) query.page = String(nextPage);
    nav.setSearch(query, { replace: true });
  };

  return {
    values,
    page,
    any: KEYS.some((k) => values[k] !== ''),
    /** Any filter change goes back to the first page. */
    change: (patch: Partial<OrderFilterValues>) => write({ ...values, ...patch }, 1),
    clear: () => write({ product: '', status: '', agent: '', search: '', dateFrom: '', dateTo: '' }, 1),
    goTo: (nextPage: number) => write(values, nextPage),
  };
}
