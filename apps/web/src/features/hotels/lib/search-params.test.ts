import { describe, expect, it } from 'vitest';
import {
  availUrl,
  detailsUrl,
  parseAvailParams,
  parseDetailsParams,
  searchTarget,
  toSearchBody,
  type HotelSearchCriteria,
} from './search-params';

const criteria: HotelSearchCriteria = {
  locality: 'b6f1c0de-0000-4000-8000-000000000001',
  localityValue: 'Dubai Marina',
  suggestionType: 'AREA',
  fromDate: '2026-04-01',
  toDate: '2026-04-04',
  rooms: [
    { noOfAdults: 2, noOfChildren: 1, childrenAges: [0] },
    { noOfAdults: 1, noOfChildren: 0, childrenAges: [] },
  ],
  nationality: 'IN',
  priceType: 'dynamic',
  starCategory: '4',
  research: true,
};

const query = (url: string) => new URL(url, 'http://portal.test').searchParams;

describe('hotel search URLs (spec section 2.5)', () => {
  it('goes to /hotel/avail with exactly the parameters the spec lists', () => {
    const url = availUrl(criteria);
    expect(url.startsWith('/hotel/avail?')).toBe(true);
    const params = query(url);
    expect([...params.keys()]).toEqual([
      'locality',
      'fromDate',
      'toDate',
      'rooms',
      'research',
      'searchQuery',
      'localityValue',
      'nationality',
      'priceType',
      'starCategory',
    ]);
    expect(JSON.parse(params.get('rooms') ?? '')).toEqual(criteria.rooms);
    expect(JSON.parse(params.get('searchQuery') ?? '')).toEqual({
      id: criteria.locality,
      suggestionType: 'AREA',
    });
    expect(params.get('research')).toBe('true');
    expect(params.get('localityValue')).toBe('Dubai Marina');
  });

  it('goes to /hotel/details/{locality} with exactly fromDate, toDate, rooms, nationality and priceType', () => {
    const hotel = { ...criteria, suggestionType: 'HOTEL' as const };
    const url = searchTarget(hotel);
    expect(url.startsWith(`/hotel/details/${criteria.locality}?`)).toBe(true);
    expect([...query(url).keys()]).toEqual(['fromDate', 'toDate', 'rooms', 'nationality', 'priceType']);
    expect(searchTarget(criteria).startsWith('/hotel/avail?')).toBe(true);
    expect(detailsUrl('x y', criteria).startsWith('/hotel/details/x%20y?')).toBe(true);
  });

  it('reads back what it wrote, so a reload shows the same search', () => {
    const parsed = parseAvailParams(query(availUrl(criteria)));
    expect(parsed).toEqual({ ok: true, value: criteria });
    expect(parseDetailsParams(query(detailsUrl('h', criteria)))).toEqual({
      ok: true,
      value: {
        fromDate: criteria.fromDate,
        toDate: criteria.toDate,
        rooms: criteria.rooms,
        nationality: 'IN',
        priceType: 'dynamic',
      },
    });
  });

  it('names what is wrong in an edited or incomplete link', () => {
    const params = query(availUrl(criteria));
    params.set('rooms', JSON.stringify([{ noOfAdults: 9, noOfChildren: 0, childrenAges: [] }]));
    params.set('fromDate', '2026-02-30');
    params.delete('searchQuery');
    const parsed = parseAvailParams(params);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems).toEqual(['destination type', 'check-in date', 'rooms']);

    const five = query(
      detailsUrl('h', {
        ...criteria,
        rooms: Array.from({ length: 5 }, () => ({ noOfAdults: 1, noOfChildren: 0, childrenAges: [] })),
      }),
    );
    expect(parseDetailsParams(five).ok).toBe(false);
    const missingAge = query(detailsUrl('h', criteria));
    missingAge.set('rooms', JSON.stringify([{ noOfAdults: 1, noOfChildren: 1, childrenAges: [] }]));
    expect(parseDetailsParams(missingAge).ok).toBe(false);
    expect(parseDetailsParams(new URLSearchParams('rooms=not-json')).ok).toBe(false);
  });

  it('sends the star category as a one-element list, and none for any category', () => {
    expect(toSearchBody(criteria)).toEqual({
      searchQuery: { id: criteria.locality, suggestionType: 'AREA' },
      fromDate: '2026-04-01',
      toDate: '2026-04-04',
      rooms: criteria.rooms,
      nationality: 'IN',
      priceType: 'dynamic',
      starCategory: ['4'],
    });
    expect(toSearchBody({ ...criteria, starCategory: '' })).not.toHaveProperty('starCategory');
  });
});
