import { useMemo } from 'react';
import { useNav } from '../../../lib/nav';

export const AGENTS_PAGE_SIZE = 20;

export interface AgentFilterValues {
  search: string;
  status: string;
  role: string;
}

const KEYS: readonly (keyof AgentFilterValues)[] = ['search', 'status', 'role'];

/** The agent list's filters and page live in the URL query, so a reload or a shared link keeps them. */
export function useAgentFilters() {
  const nav = useNav();
  const { search } = nav;
  const values = useMemo(() => {
    const v = {} as AgentFilterValues;
    for (const k of KEYS) v[k] = search.get(k) ?? '';
    return v;
  }, [search]);
  const page = Math.max(1, Math.floor(Number(search.get('page') ?? '1')) || 1);

  const write = (next: AgentFilterValues, nextPage: number) => {
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
    change: (patch: Partial<AgentFilterValues>) => write({ ...values, ...patch }, 1),
    clear: () => write({ search: '', status: '', role: '' }, 1),
    goTo: (nextPage: number) => write(values, nextPage),
  };
}
