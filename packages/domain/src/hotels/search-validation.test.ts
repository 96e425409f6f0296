import { describe, expect, it } from 'vitest';
import {
  fieldErrorMap,
  validateHotelDates,
  validateHotelRooms,
  validateHotelSearch,
} from './search-validation.ts';

// 21 November 2026, 23:30 in Dubai (19:30 UTC): "today" is the 21st there, still the 21st in UTC too.
const NOW = new Date('2026-11-21T19:30:00Z');
const room = { noOfAdults: 2, noOfChildren: 0, childrenAges: [] };

const errors = (criteria: { fromDate: unknown; toDate: unknown; rooms: unknown }, now = NOW) =>
  fieldErrorMap(validateHotelSearch(criteria, now));

describe('validateHotelDates', () => {
  it('accepts check-in today and a stay of 1 to 90 nights', () => {
    expect(validateHotelDates({ fromDate: '2026-11-21', toDate: '2026-11-22' }, NOW)).toEqual([]);
    expect(validateHotelDates({ fromDate: '2026-11-21', toDate: '2027-02-19' }, NOW)).toEqual([]);
  });

  it('rejects a check-in in the past, judged in Dubai time', () => {
    expect(fieldErrorMap(validateHotelDates({ fromDate: '2026-11-20', toDate: '2026-11-23' }, NOW))).toEqual({
      fromDate: 'Check-in date cannot be in the past.',
    });
    // 20:30 UTC is already the 22nd in Dubai: the 21st is now in the past.
    const late = new Date('2026-11-21T20:30:00Z');
    expect(validateHotelDates({ fromDate: '2026-11-21', toDate: '2026-11-23' }, late)).toHaveLength(1);
    expect(validateHotelDates({ fromDate: '2026-11-21', toDate: '2026-11-23' }, late, 'UTC')).toEqual([]);
  });

  it('rejects a check-out on or before check-in, or more than 90 days later', () => {
    expect(fieldErrorMap(validateHotelDates({ fromDate: '2026-11-25', toDate: '2026-11-25' }, NOW))).toEqual({
      toDate: 'Check-out date must be after the check-in date.',
    });
    expect(validateHotelDates({ fromDate: '2026-11-25', toDate: '2026-11-24' }, NOW)).toHaveLength(1);
    expect(fieldErrorMap(validateHotelDates({ fromDate: '2026-11-21', toDate: '2027-02-20' }, NOW))).toEqual({
      toDate: 'Check-out date can be at most 90 days after the check-in date.',
    });
  });

  it('rejects malformed dates with a clear message', () => {
    expect(errors({ fromDate: '21/11/2026', toDate: '2026-02-30', rooms: [room] })).toEqual({
      fromDate: 'Check-in date is not a valid date (yyyy-mm-dd).',
      toDate: 'Check-out date is not a valid date (yyyy-mm-dd).',
    });
    expect(errors({ fromDate: undefined, toDate: null, rooms: [room] })).toHaveProperty('fromDate');
  });
});

describe('validateHotelRooms', () => {
  it('accepts 1 to 4 rooms of 1-8 adults and 0-4 children with their ages', () => {
    expect(validateHotelRooms([room])).toEqual([]);
    expect(
      validateHotelRooms([
        { noOfAdults: 8, noOfChildren: 4, childrenAges: [0, 1, 11, 5] },
        room,
        room,
        { noOfAdults: 1, noOfChildren: 0, childrenAges: [] },
      ]),
    ).toEqual([]);
  });

  it('rejects 0 or 5 rooms and a missing room list', () => {
    expect(fieldErrorMap(validateHotelRooms([]))).toEqual({ rooms: 'Add at least one room.' });
    expect(fieldErrorMap(validateHotelRooms([room, room, room, room, room]))).toEqual({
      rooms: 'At most 4 rooms can be searched at once.',
    });
    expect(fieldErrorMap(validateHotelRooms(undefined))).toEqual({ rooms: 'Rooms are required.' });
  });

  it('rejects 0 or 9 adults and 5 children, per room', () => {
    expect(
      fieldErrorMap(
        validateHotelRooms([
          { noOfAdults: 0, noOfChildren: 0, childrenAges: [] },
          { noOfAdults: 9, noOfChildren: 5, childrenAges: [1, 2, 3, 4, 5] },
        ]),
      ),
    ).toEqual({
      'rooms.0.noOfAdults': 'Room 1: adults must be between 1 and 8.',
      'rooms.1.noOfAdults': 'Room 2: adults must be between 1 and 8.',
      'rooms.1.noOfChildren': 'Room 2: children must be between 0 and 4.',
    });
    expect(validateHotelRooms([{ noOfAdults: 1.5, noOfChildren: 0, childrenAges: [] }])).toHaveLength(1);
    expect(validateHotelRooms(['two adults'])).toHaveLength(2);
  });

  it('needs exactly one age of 0 to 11 per child', () => {
    expect(
      fieldErrorMap(validateHotelRooms([room, { noOfAdults: 2, noOfChildren: 3, childrenAges: [12, -1] }])),
    ).toEqual({
      'rooms.1.childrenAges.0': 'Room 2: the age of child 1 must be between <1 and 11.',
      'rooms.1.childrenAges.1': 'Room 2: the age of child 2 must be between <1 and 11.',
      'rooms.1.childrenAges.2': 'Room 2: select the age of child 3.',
    });
    expect(
      fieldErrorMap(validateHotelRooms([{ noOfAdults: 2, noOfChildren: 1, childrenAges: [4, 6] }])),
    ).toEqual({
      'rooms.0.childrenAges': 'Room 1: 2 child ages given for 1 child.',
    });
    expect(validateHotelRooms([{ noOfAdults: 2, noOfChildren: 1, childrenAges: [4.5] }])).toHaveLength(1);
    expect(
      fieldErrorMap(validateHotelRooms([{ noOfAdults: 2, noOfChildren: 1, childrenAges: 'x' }])),
    ).toEqual({
      'rooms.0.childrenAges': 'Room 1: child ages must be a list.',
    });
  });
});

describe('validateHotelSearch', () => {
  it('reports dates and rooms together', () => {
    expect(Object.keys(errors({ fromDate: '2026-11-01', toDate: '2026-11-03', rooms: [] }))).toEqual([
      'fromDate',
      'rooms',
    ]);
  });
});
