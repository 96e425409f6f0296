import { describe, expect, it } from 'vitest';
import { flightOrderFiltersQuery, readFlightOrderFilters } from './order-filters';

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
  it('writes the query back without page 0', () => {
    expect(flightOrderFiltersQuery({ pnr: 'AB12CD', status: 'cancelled' }).toString()).toBe(
      'pnr=AB12CD&status=cancelled',
    );
    expect(flightOrderFiltersQuery({}, 3).toString()).toBe('page=3');
  });
});
