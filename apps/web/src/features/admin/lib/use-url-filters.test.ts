import { describe, expect, it } from 'vitest';
import { ORDER_FILTER_KEYS, ORDER_FILTER_PARSE } from '../orders/order-labels';
import { readUrlFilters, readUrlPage, writeUrlFilters } from './use-url-filters';

describe('filters in the URL query', () => {
  it('reads each key, missing ones as empty, through its parse (unknown values read as none)', () => {
    const query = new URLSearchParams('product=cars&status=booked&agent=1042&assignee=someone');
    expect(readUrlFilters(query, ORDER_FILTER_KEYS, ORDER_FILTER_PARSE)).toEqual({
      product: '',
      status: 'booked',
      agent: '1042',
      search: '',
      dateFrom: '',
      dateTo: '',
      assignee: '',
    });
    expect(
      readUrlFilters(new URLSearchParams('assignee=me'), ORDER_FILTER_KEYS, ORDER_FILTER_PARSE).assignee,
    ).toBe('me');
  });

  it('reads the page from 1, odd values as the first page', () => {
    expect(readUrlPage(null)).toBe(1);
    expect(readUrlPage('3')).toBe(3);
    expect(readUrlPage('abc')).toBe(1);
    expect(readUrlPage('0')).toBe(1);
  });

  it("writes its own keys and page and keeps another section's", () => {
    const query = new URLSearchParams('agent=7&page=2&ratesPage=3');
    expect(writeUrlFilters(query, [], {}, 1, { pageKey: 'ratesPage' })).toEqual({ agent: '7', page: '2' });
    expect(writeUrlFilters(query, ['agent'], { agent: '' }, 4)).toEqual({ ratesPage: '3', page: '4' });
  });
});
