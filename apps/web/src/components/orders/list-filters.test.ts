import { describe, expect, it } from 'vitest';
import { listFiltersQuery, readListFilters } from './list-filters';

describe('list filters in the URL', () => {
  it('writes non-empty filters back, without page 0', () => {
    expect(listFiltersQuery({ pnr: 'AB12CD', passenger: '', status: 'cancelled' }).toString()).toBe(
      'pnr=AB12CD&status=cancelled',
    );
    expect(listFiltersQuery({}, 3).toString()).toBe('page=3');
    expect(listFiltersQuery({}, 0).toString()).toBe('');
  });

  it('reads only the known keys and a non-negative page', () => {
    expect(readListFilters(new URLSearchParams('a=1&b=&x=2&page=-4'), ['a', 'b'] as const)).toEqual({
      filters: { a: '1' },
      page: 0,
    });
    expect(readListFilters(new URLSearchParams('page=2'), ['a'] as const).page).toBe(2);
  });
});
