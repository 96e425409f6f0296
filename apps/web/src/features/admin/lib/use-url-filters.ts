import { useMemo } from 'react';
import { useNav } from '../../../lib/nav';

/** Turns a key's raw URL value ('' when missing) into the value the page uses. */
export type UrlFilterParse = (raw: string) => string;

export interface UrlFilterOptions<K extends string> {
  /** The query key of the page number (two lists on one page keep their own pages). */
  pageKey?: string;
  /**
   * Per key: keeps unknown values of an edited URL out (e.g. a status the list does not know) or
   * gives the default. A value equal to what a missing key reads as is left out of the URL.
   * A constant object (module scope), like `keys`.
   */
  parse?: Partial<Record<K, UrlFilterParse>>;
  /** Default true: filter changes replace the history entry; false: each one is a new entry. */
  replace?: boolean;
}

/** What `useUrlFilters` gives a list: its values and page, and the ways to change them. */
export type UrlFilters<K extends string> = ReturnType<typeof useUrlFilters<K>>;

/** Pages beyond this (an edited URL) fall back to the first one. */
export const MAX_URL_PAGE = 5000;

/** The 1-based page of a raw `?page=` value; missing, odd or out of range: 1. */
export function readUrlPage(raw: string | null): number {
  const page = Math.floor(Number(raw ?? '1'));
  return page >= 1 && page <= MAX_URL_PAGE ? page : 1;
}

/** The values of `keys` in a query, each through its parse. */
export function readUrlFilters<K extends string>(
  search: URLSearchParams,
  keys: readonly K[],
  parse?: Partial<Record<K, UrlFilterParse>>,
): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const k of keys) {
    const raw = search.get(k) ?? '';
    values[k] = parse?.[k] ? parse[k](raw) : raw;
  }
  return values;
}

/**
 * The query after a change of this list's filters and page: every other key (another section's) is
 * kept; empty and default values and the first page are left out, so the URL stays clean.
 */
export function writeUrlFilters<K extends string>(
  search: URLSearchParams,
  keys: readonly K[],
  next: Partial<Record<K, string>>,
  page: number,
  { pageKey = 'page', parse }: Pick<UrlFilterOptions<K>, 'pageKey' | 'parse'> = {},
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [k, v] of search.entries()) if (!keys.includes(k as K) && k !== pageKey) query[k] = v;
  for (const k of keys) {
    const v = next[k] ?? '';
    const fallback = parse?.[k] ? parse[k]('') : '';
    if (v && v !== fallback) query[k] = v;
  }
  if (page > 1) query[pageKey] = String(page);
  return query;
}

/**
 * A list's filters and 1-based page in the URL query (a reload or a shared link keeps them).
 * `keys`: a constant array (module scope), so the values are recomputed only when the query changes.
 */
export function useUrlFilters<K extends string>(keys: readonly K[], options: UrlFilterOptions<K> = {}) {
  const { pageKey = 'page', parse, replace = true } = options;
  const nav = useNav();
  const { search } = nav;
  const values = useMemo(() => readUrlFilters(search, keys, parse), [search, keys, parse]);
  const page = readUrlPage(search.get(pageKey));

  const write = (next: Partial<Record<K, string>>, nextPage: number) =>
    nav.setSearch(writeUrlFilters(search, keys, next, nextPage, { pageKey, parse }), { replace });

  return {
    values,
    page,
    /** Some filter differs from its default. */
    any: keys.some((k) => values[k] !== (parse?.[k] ? parse[k]('') : '')),
    /** A filter change goes back to the first page. */
    change: (patch: Partial<Record<K, string>>) => write({ ...values, ...patch }, 1),
    /** Sets every filter at once (keys left out are cleared), on the first page. */
    apply: (next: Partial<Record<K, string>>) => write(next, 1),
    clear: () => write({}, 1),
    goTo: (nextPage: number) => write(values, nextPage),
  };
}
