import { describe, expect, it } from 'vitest';
import { listArgs, readListState, writeListState } from './list-query';

describe('sub-agent list query', () => {
  it('reads the filters from the address and ignores bad values', () => {
    expect(readListState(new URLSearchParams('q=acme&status=disabled&page=3'))).toEqual({
      search: 'acme',
      status: 'disabled',
      page: 3,
    });
    expect(readListState(new URLSearchParams('status=weird&page=-2'))).toEqual({
      search: '',
      status: '',
      page: 1,
    });
    expect(readListState(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only the filters that are set', () => {
    expect(writeListState({ search: ' ', status: '', page: 1 }).toString()).toBe('');
    expect(writeListState({ search: 'a b', status: 'ok', page: 2 }).toString()).toBe(
      'q=a+b&status=ok&page=2',
    );
  });

  it('builds skip/limit and leaves empty filters out', () => {
    expect(listArgs({ search: '  ', status: '', page: 1 })).toEqual({ skip: 0, limit: 10 });
    expect(listArgs({ search: ' acme ', status: 'ok', page: 3 })).toEqual({
      skip: 20,
      limit: 10,
      search: 'acme',
      status: 'ok',
    });
  });
});
