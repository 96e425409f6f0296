import { describe, expect, it } from 'vitest';
import { filtersToParams, readFilters } from './request-filters';

const STATUSES = ['pending', 'confirmed', 'cancelled', 'all'] as const;

describe('deposit and withdrawal list filters', () => {
  it('reads the status, search and page from the URL', () => {
    const params = new URLSearchParams('status=confirmed&search=%20Acme%20&page=3');
    expect(readFilters(params, STATUSES, 'pending')).toEqual({
      status: 'confirmed',
      search: 'Acme',
      page: 3,
    });
  });

  it('falls back to the first page of pending requests for missing or odd values', () => {
    const params = new URLSearchParams('status=weird&page=-2');
    expect(readFilters(params, STATUSES, 'pending')).toEqual({ status: 'pending', search: '', page: 1 });
    expect(readFilters(new URLSearchParams('page=1.5'), STATUSES, 'pending').page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(filtersToParams({ status: 'pending', search: '', page: 1 }, 'pending')).toEqual({});
    expect(filtersToParams({ status: 'all', search: 'REF-1', page: 2 }, 'pending')).toEqual({
      status: 'all',
      search: 'REF-1',
      page: '2',
    });
  });
});
