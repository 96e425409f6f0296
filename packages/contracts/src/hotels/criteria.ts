import { z } from 'zod';
import { PRICE_TYPES, STAR_CATEGORIES, validateHotelRooms } from '@portal/domain';
import { suggestionType } from './suggestions.ts';

/**
 * The room block of a hotel search. Shapes are checked here; the limits of spec sections 5 and 9
 * (1-4 rooms, 1-8 adults, 0-4 children, one age 0-11 per child) come from the domain's
 * validateHotelRooms, so the API answers with the same messages and field keys the web form shows
 * (`rooms.0.noOfAdults`, `rooms.1.childrenAges.0`, ...). Rules that need the clock (check-in not in
 * the past, 1-90 nights) are checked by the API with validateHotelDates: 400 with fieldErrors too.
 */
export const searchRoomInput = z.object({
  noOfAdults: z.number({ error: 'Adults must be a number' }),
  noOfChildren: z.number({ error: 'Children must be a number' }).default(0),
  childrenAges: z
    .array(z.number({ error: 'Child ages must be numbers' }), { error: 'Child ages must be a list' })
    .max(20)
    .default([]),
});
export type SearchRoomInput = z.input<typeof searchRoomInput>;
export type SearchRoom = z.output<typeof searchRoomInput>;

export const searchRoomsInput = z
  .array(searchRoomInput, { error: 'Rooms must be a list' })
  .max(20)
  .superRefine((rooms, ctx) => {
    for (const e of validateHotelRooms(rooms)) {
      const path = e.field
        .split('.')
        .slice(1)
        .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
      ctx.addIssue({ code: 'custom', path, message: e.message });
    }
  });

export const hotelPriceType = z.enum(PRICE_TYPES, { error: 'Price type must be all, static or dynamic' });
export const starCategoryInput = z.enum(STAR_CATEGORIES, {
  error: 'Star category must be 1-5, apartment, hostel or unrated',
});

/** ISO 3166-1 alpha-2; the API answers 400 for a code that is not a known country. */
export const nationalityInput = z
  .string({ error: 'Nationality is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Nationality must be a 2-letter country code');

const stayFields = {
  fromDate: z.iso.date({ error: 'Check-in date must be a date (yyyy-mm-dd)' }),
  toDate: z.iso.date({ error: 'Check-out date must be a date (yyyy-mm-dd)' }),
  rooms: searchRoomsInput,
  nationality: nationalityInput,
  priceType: hotelPriceType.default('all'),
};

/** The spec's hotel search query: destination as chosen from the suggestions. */
export const searchQueryInput = z.object({
  id: z.uuid({ error: 'Unknown destination' }),
  suggestionType,
});
export type SearchQueryInput = z.infer<typeof searchQueryInput>;

/** POST /b2b/hotels/availabilities/search (body); paging/sort/filters may ride on the query string. */
export const hotelSearchBody = z.object({
  searchQuery: searchQueryInput,
  ...stayFields,
  starCategory: z.array(starCategoryInput).max(STAR_CATEGORIES.length).optional(),
});
export type HotelSearchBody = z.input<typeof hotelSearchBody>;
export type HotelSearchParsed = z.output<typeof hotelSearchBody>;

/** POST /b2b/hotels/availabilities/single/search: every room and rate of one hotel. */
export const singleHotelSearchBody = z.object({
  hotelId: z.uuid({ error: 'Unknown hotel' }),
  ...stayFields,
});
export type SingleHotelSearchBody = z.input<typeof singleHotelSearchBody>;
export type SingleHotelSearchParsed = z.output<typeof singleHotelSearchBody>;

export const hotelIdParam = z.object({ hotelId: z.uuid({ error: 'Unknown hotel' }) });
export const searchIdParam = z.object({ searchId: z.uuid({ error: 'Unknown search' }) });
