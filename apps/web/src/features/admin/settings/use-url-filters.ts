import { useMemo } from 'react';
import { useNav } from '../../../lib/nav';

/**
 * A page's filters and page number in the URL query (a reload or a shared link keeps them). Each
 * section names its own keys and page key, so two lists on one page keep their own pages.
 */
/** `keys`: a constant array (module scope), so the values are recomputed only when the query changes. */
export function useUrlFilters<K extends string>(keys: readonly K[], pageKey = 'page') {
  const nav = useNav();
  const { search } = nav;
  const values = useMemo(() => {
    const v = {} as Record<K, string>;
    for (const k of keys) v[k] = search.get(k) ?? '';
    return v;
  }, [search, keys]);
  const page = Math.max(1, Math.floor(Number(search.get(pageKey) ?? '1')) || 1);

  /** Writes this list's keys and keeps every other key of the query (another section's). */
  const write = (next: Record<K, string>, nextPage: number) => {
    const query: Record<string, string> = {};
    for (const [k, v] of search.entries()) if (!keys.includes(k as K) && k !== pageKey) query[k] = v;
    for (const k of keys) if (next[k]) query[k] = next[k];
    if (nextPage > 1) query[pageKey] = String(nextPage);
    nav.setSearch(query, { replace: true });
  };

  return {
    values,
    page,
    any: keys.some((k) => values[k] !== ''),
    /** A filter change goes back to the first page. */
    change: (patch: Partial<Record<K, string>>) => write({ ...values, ...patch }, 1),
    clear: () => write(Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>, 1),
    goTo: (nextPage: number) => write(values, nextPage),
  };
}
