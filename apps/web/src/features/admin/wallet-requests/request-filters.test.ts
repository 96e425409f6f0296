import { describe, expect, it } from 'vitest';
import { readUrlFilters, readUrlPage, writeUrlFilters } from '../lib/use-url-filters';
import { REQUEST_FILTER_KEYS, requestFilterParse } from './request-filters';

const STATUSES = ['pending', 'confirmed', 'cancelled', 'all'] as const;
const parse = requestFilterParse(STATUSES, 'pending');
const read = (query: string) => {
  const params = new URLSearchParams(query);
  return { ...readUrlFilters(params, REQUEST_FILTER_KEYS, parse), page: readUrlPage(params.get('page')) };
};
const write = (filters: { status: string; search: string; page: number }) =>
  writeUrlFilters(new URLSearchParams(), REQUEST_FILTER_KEYS, filters, filters.page, { parse });

describe('deposit and withdrawal list filters', () => {
  it('reads the status, search and page from the URL', () => {
    expect(read('status=confirmed&search=%20Acme%20&page=3')).toEqual({
      status: 'confirmed',
      search: 'Acme',
      page: 3,
    });
  });

  it('falls back to the first page of pending requests for missing or odd values', () => {
    expect(read('status=weird&page=-2')).toEqual({ status: 'pending', search: '', page: 1 });
    expect(read('page=1.5').page).toBe(1);
    expect(read('page=99999').page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(write({ status: 'pending', search: '', page: 1 })).toEqual({});
    expect(write({ status: 'all', search: 'REF-1', page: 2 })).toEqual({
      status: 'all',
      search: 'REF-1',
      page: '2',
    });
  });
});
