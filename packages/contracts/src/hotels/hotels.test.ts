import { describe, expect, it } from 'vitest';
import { hotelResultsQuery, hotelSearchBody, hotelSuggestionsQuery } from './index.ts';

const body = {
  searchQuery: { id: '7d0f4a5e-3a55-4a77-9a1e-7a0f0f0f0f0f', suggestionType: 'CITY' },
  fromDate: '2030-01-10',
  toDate: '2030-01-13',
  rooms: [{ noOfAdults: 2, noOfChildren: 1, childrenAges: [0] }],
  nationality: 'ae',
};

describe('hotel search contracts', () => {
  it('accepts a search, upper-cases the nationality and defaults the price type', () => {
    const parsed = hotelSearchBody.parse(body);
    expect(parsed.nationality).toBe('AE');
    expect(parsed.priceType).toBe('all');
  });

  it('rejects rooms outside 1-4, adults outside 1-8, 5 children and missing ages', () => {
    const room = body.rooms[0]!;
    const bad = (rooms: unknown) => hotelSearchBody.safeParse({ ...body, rooms }).success;
    expect(bad([])).toBe(false);
    expect(bad([room, room, room, room, room])).toBe(false);
    expect(bad([{ noOfAdults: 0, noOfChildren: 0, childrenAges: [] }])).toBe(false);
    expect(bad([{ noOfAdults: 9, noOfChildren: 0, childrenAges: [] }])).toBe(false);
    expect(bad([{ noOfAdults: 1, noOfChildren: 5, childrenAges: [1, 2, 3, 4, 5] }])).toBe(false);
    expect(bad([{ noOfAdults: 1, noOfChildren: 2, childrenAges: [3] }])).toBe(false);
    expect(bad([{ noOfAdults: 1, noOfChildren: 1, childrenAges: [12] }])).toBe(false);
    expect(bad([room, room, room, room])).toBe(true);
  });

  it('reads filter lists from comma-separated or repeated query keys', () => {
    const q = hotelResultsQuery.parse({
      starCategories: ['4,5', 'apartment'],
      boardCodes: 'BB',
      refundableOnly: 'true',
    });
    expect(q.starCategories).toEqual(['4', '5', 'apartment']);
    expect(q.boardCodes).toEqual(['BB']);
    expect(q.refundableOnly).toBe(true);
    expect(q.payLaterOnly).toBe(false);
    expect(hotelResultsQuery.safeParse({ boardCodes: 'XX' }).success).toBe(false);
    expect(hotelResultsQuery.safeParse({ sortBy: 'cheap' }).success).toBe(false);
  });

  it('allows an empty suggestion text', () => {
    expect(hotelSuggestionsQuery.parse({}).search).toBe('');
  });
});

describe('room errors carry the domain messages at the form field keys', () => {
  it('keys the error by room and child', () => {
    const result = hotelSearchBody.safeParse({
      ...body,
      rooms: [
        { noOfAdults: 2, noOfChildren: 0, childrenAges: [] },
        { noOfAdults: 1, noOfChildren: 2, childrenAges: [4] },
      ],
    });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(['rooms', 1, 'childrenAges', 1]);
    expect(issue?.message).toBe('Room 2: select the age of child 2.');
  });
});
