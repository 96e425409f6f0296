import { describe, expect, it } from 'vitest';
import { readFlightOrderFilters } from './order-filters';

describe('flight order filters in the URL', () => {
  it('keeps valid values, normalises codes and drops malformed ones', () => {
    const { filters, page } = readFlightOrderFilters(
      new URLSearchParams(
        'pnr=ab12cd&passenger=Smith&from=dxb&to=LONDON&status=completed&travelFrom=2027-01-01&travelTo=01/02/2027&page=2',
      ),
    );
    expect(filters).toEqual({
      pnr: 'AB12CD',
      passenger: 'Smith',
      from: 'DXB',
      status: 'completed',
      travelFrom: '2027-01-01',
    });
    expect(page).toBe(2);
    expect(readFlightOrderFilters(new URLSearchParams('status=nope&page=-3')).filters).toEqual({});
  });
});
