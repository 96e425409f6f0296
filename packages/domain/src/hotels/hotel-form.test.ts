import { describe, expect, it } from 'vitest';
import {
  addRoom,
  CHILD_AGE_OPTIONS,
  checkOutBounds,
  chooseNights,
  defaultHotelDates,
  DEFAULT_ROOM,
  formatHotelDate,
  guestTotals,
  minCheckInDate,
  NIGHT_OPTIONS,
  nightsOf,
  pickCheckIn,
  pickCheckOut,
  removeLastRoom,
  setAdults,
  setChildAge,
  setChildren,
  setRoomCount,
} from './hotel-form.ts';
import type { RoomPax } from './types.ts';

const family: RoomPax = { noOfAdults: 2, noOfChildren: 2, childrenAges: [4, 9] };
const single: RoomPax = { noOfAdults: 1, noOfChildren: 0, childrenAges: [] };

describe('hotel form dates', () => {
  it('defaults to tomorrow until three days later, in Dubai', () => {
    expect(defaultHotelDates(new Date('2026-11-21T10:00:00Z'))).toEqual({
      fromDate: '2026-11-22',
      toDate: '2026-11-25',
    });
    // 21:00 UTC is already the 22nd in Dubai.
    expect(defaultHotelDates(new Date('2026-11-21T21:00:00Z')).fromDate).toBe('2026-11-23');
    expect(minCheckInDate(new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22');
    expect(checkOutBounds('2026-11-22')).toEqual({ min: '2026-11-23', max: '2027-02-20' });
  });

  it('moves check-out to check-in + 3 when check-in is picked on or after it', () => {
    const dates = { fromDate: '2026-11-22', toDate: '2026-11-25' };
    expect(pickCheckIn(dates, '2026-11-24')).toEqual({ fromDate: '2026-11-24', toDate: '2026-11-25' });
    expect(pickCheckIn(dates, '2026-11-25')).toEqual({ fromDate: '2026-11-25', toDate: '2026-11-28' });
    expect(pickCheckIn(dates, '2026-12-30')).toEqual({ fromDate: '2026-12-30', toDate: '2027-01-02' });
    expect(pickCheckIn({ fromDate: '', toDate: '' }, '2026-12-01').toDate).toBe('2026-12-04');
    expect(() => pickCheckIn(dates, '30/12/2026')).toThrow(/Not a date/);
  });

  it('derives nights from the dates and sets check-out from a chosen nights value', () => {
    expect(nightsOf({ fromDate: '2026-11-22', toDate: '2026-11-25' })).toBe(3);
    expect(nightsOf({ fromDate: '2026-11-22', toDate: '2026-11-20' })).toBe(0);
    expect(nightsOf({ fromDate: '', toDate: '2026-11-20' })).toBe(0);
    expect(chooseNights({ fromDate: '2026-11-22', toDate: '2026-11-25' }, 10)).toEqual({
      fromDate: '2026-11-22',
      toDate: '2026-12-02',
    });
    expect(chooseNights({ fromDate: '2026-11-22', toDate: '2026-11-25' }, 90).toDate).toBe('2027-02-20');
    expect(() => chooseNights({ fromDate: '2026-11-22', toDate: '2026-11-25' }, 91)).toThrow(
      /between 1 and 90/,
    );
    expect(() => chooseNights({ fromDate: '2026-11-22', toDate: '2026-11-25' }, 0)).toThrow(RangeError);
    expect(pickCheckOut({ fromDate: '2026-11-22', toDate: '2026-11-25' }, '2026-11-30')).toEqual({
      fromDate: '2026-11-22',
      toDate: '2026-11-30',
    });
  });

  it('offers nights 1-90 and child ages "<1" and 1-11', () => {
    expect(NIGHT_OPTIONS).toHaveLength(90);
    expect([NIGHT_OPTIONS[0], NIGHT_OPTIONS[89]]).toEqual([1, 90]);
    expect(CHILD_AGE_OPTIONS.map((o) => o.label)).toEqual([
      '<1',
      ...Array.from({ length: 11 }, (_, i) => String(i + 1)),
    ]);
    expect(CHILD_AGE_OPTIONS[0]!.value).toBe(0);
  });

  it('shows dates as DD/MM/YYYY', () => {
    expect(formatHotelDate('2026-03-07')).toBe('07/03/2026');
    expect(formatHotelDate('')).toBe('');
  });
});

describe('hotel form rooms', () => {
  it('adds and removes rows for a room count of 1 to 4, keeping existing rows', () => {
    const four = setRoomCount([family], 4);
    expect(four).toEqual([family, DEFAULT_ROOM, DEFAULT_ROOM, DEFAULT_ROOM]);
    expect(four[0]).toBe(family);
    expect(setRoomCount(four, 1)).toEqual([family]);
    expect(() => setRoomCount([family], 5)).toThrow(/between 1 and 4/);
    expect(() => setRoomCount([family], 0)).toThrow(RangeError);
    // New rows are independent objects.
    four[1]!.childrenAges.push(3);
    expect(DEFAULT_ROOM.childrenAges).toEqual([]);
  });

  it('adds a row up to 4 and removes the last row but never the first', () => {
    expect(addRoom([family])).toEqual([family, DEFAULT_ROOM]);
    expect(addRoom([single, single, single, single])).toHaveLength(4);
    expect(removeLastRoom([family, single])).toEqual([family]);
    expect(removeLastRoom([family])).toEqual([family]);
  });

  it('truncates the ages when the children count goes down and leaves new children without an age', () => {
    expect(setChildren([family], 0, 1)).toEqual([{ noOfAdults: 2, noOfChildren: 1, childrenAges: [4] }]);
    expect(setChildren([family], 0, 0)[0]!.childrenAges).toEqual([]);
    expect(setChildren([family], 0, 3)[0]).toEqual({ noOfAdults: 2, noOfChildren: 3, childrenAges: [4, 9] });
    expect(() => setChildren([family], 0, 5)).toThrow(/between 0 and 4/);
    expect(() => setChildren([family], 1, 1)).toThrow(/no room 2/);
  });

  it('sets adults and child ages within their limits', () => {
    expect(setAdults([family, single], 1, 8)[1]!.noOfAdults).toBe(8);
    expect(() => setAdults([family], 0, 9)).toThrow(/between 1 and 8/);
    const three = setChildren([single], 0, 3);
    expect(setChildAge(three, 0, 2, 7)[0]!.childrenAges).toEqual([0, 0, 7]);
    expect(setChildAge([family], 0, 1, 0)[0]!.childrenAges).toEqual([4, 0]);
    expect(() => setChildAge([family], 0, 2, 5)).toThrow(/no child 3/);
    expect(() => setChildAge([family], 0, 0, 12)).toThrow(/between 0 and 11/);
  });

  it('totals the guests', () => {
    expect(guestTotals([family, single])).toEqual({ rooms: 2, adults: 3, children: 2 });
  });
});
