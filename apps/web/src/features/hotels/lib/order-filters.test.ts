import { describe, expect, it } from 'vitest';
import { readOrderFilters } from './order-filters';

describe('hotel order filters', () => {
  it('read known filters and the page from the URL, dropping bad values', () => {
    const { filters, page } = readOrderFilters(
      new URLSearchParams(
        'referenceNumber=B2BHOT-1&status=unpaid&checkInFrom=2030-01-02&bookingTo=02/01/2030&hotel=%20&page=3&x=1',
      ),
    );
    expect(filters).toEqual({ referenceNumber: 'B2BHOT-1', status: 'unpaid', checkInFrom: '2030-01-02' });
    expect(page).toBe(3);
    expect(readOrderFilters(new URLSearchParams('status=nope&page=-2'))).toEqual({ filters: {}, page: 0 });
  });
});
