import { describe, expect, it } from 'vitest';
import { hotelActions as a, hotelSlice, initialHotelState, type HotelState } from './hotel.slice';

// 2026-03-10 20:30 UTC is already 11 March in Dubai (UTC+4): "tomorrow" is 12 March.
const NOW = new Date('2026-03-10T20:30:00Z');
const start = () => initialHotelState(NOW);
const run = (state: HotelState, ...actions: Parameters<typeof hotelSlice.reducer>[1][]) =>
  actions.reduce(hotelSlice.reducer, state);

describe('hotel state (spec sections 3 and 4)', () => {
  it('starts with tomorrow to three days later in the company zone, one room with one adult', () => {
    const s = start();
    expect(s.enquiry).toMatchObject({ fromDate: '2026-03-12', toDate: '2026-03-15', locality: '' });
    expect(s.rows).toEqual([{ noOfAdults: 1, noOfChildren: 0, childrenAges: [] }]);
    expect(s.numOfRooms).toBe(1);
    expect(s.priceType).toBe('all');
  });

  it('typing after a choice forgets the chosen destination; choosing sets locality, text and type', () => {
    let s = run(start(), a.destinationChosen({ id: 'h1', label: 'Atlantis The Palm', type: 'HOTEL' }));
    expect(s.enquiry).toMatchObject({
      locality: 'h1',
      localityValue: 'Atlantis The Palm',
      suggestionType: 'HOTEL',
    });
    s = run(s, a.destinationTyped('Atlantis'));
    expect(s.enquiry).toMatchObject({ locality: '', localityValue: 'Atlantis', suggestionType: null });
  });

  it('a check-in on or after the check-out moves the check-out to check-in + 3; an earlier one keeps it', () => {
    expect(run(start(), a.checkInPicked('2026-03-15')).enquiry).toMatchObject({
      fromDate: '2026-03-15',
      toDate: '2026-03-18',
    });
    expect(run(start(), a.checkInPicked('2026-03-20')).enquiry.toDate).toBe('2026-03-23');
    expect(run(start(), a.checkInPicked('2026-03-13')).enquiry).toMatchObject({
      fromDate: '2026-03-13',
      toDate: '2026-03-15',
    });
  });

  it('choosing nights sets the check-out; a value outside 1-90 changes nothing', () => {
    const s = run(start(), a.nightsPicked(90));
    expect(s.enquiry.toDate).toBe('2026-06-10');
    expect(run(s, a.nightsPicked(91)).enquiry.toDate).toBe('2026-06-10');
    expect(run(s, a.nightsPicked(0)).enquiry.toDate).toBe('2026-06-10');
  });

  it('room count 1-4 keeps existing rows, adds default rows and numOfRooms follows', () => {
    let s = run(start(), a.adultsChanged({ room: 0, count: 3 }), a.roomCountChanged(3));
    expect(s.rows.map((r) => r.noOfAdults)).toEqual([3, 1, 1]);
    expect(s.numOfRooms).toBe(3);
    s = run(s, a.roomCountChanged(5));
    expect(s.rows).toHaveLength(3);
    s = run(s, a.roomCountChanged(1));
    expect(s.rows).toEqual([{ noOfAdults: 3, noOfChildren: 0, childrenAges: [] }]);
    expect(s.numOfRooms).toBe(1);
  });

  it('adds a row up to 4 and removes only the last, never the first', () => {
    let s = run(start(), a.roomAdded(), a.roomAdded(), a.roomAdded(), a.roomAdded());
    expect(s.numOfRooms).toBe(4);
    s = run(s, a.adultsChanged({ room: 3, count: 2 }), a.lastRoomRemoved());
    expect(s.rows.every((r) => r.noOfAdults === 1)).toBe(true);
    s = run(s, a.lastRoomRemoved(), a.lastRoomRemoved(), a.lastRoomRemoved());
    expect(s.rows).toHaveLength(1);
  });

  it('adults stay within 1-8 and children within 0-4', () => {
    const s = run(start(), a.adultsChanged({ room: 0, count: 9 }), a.childrenChanged({ room: 0, count: 5 }));
    expect(s.rows[0]).toEqual({ noOfAdults: 1, noOfChildren: 0, childrenAges: [] });
    expect(run(s, a.adultsChanged({ room: 0, count: 8 })).rows[0]?.noOfAdults).toBe(8);
  });

  it('changing the children count truncates the ages; new children have no age until chosen', () => {
    let s = run(
      start(),
      a.childrenChanged({ room: 0, count: 3 }),
      a.childAgeChanged({ room: 0, child: 0, age: 0 }),
      a.childAgeChanged({ room: 0, child: 1, age: 7 }),
      a.childAgeChanged({ room: 0, child: 2, age: 11 }),
    );
    expect(s.rows[0]?.childrenAges).toEqual([0, 7, 11]);
    s = run(s, a.childrenChanged({ room: 0, count: 1 }));
    expect(s.rows[0]).toEqual({ noOfAdults: 1, noOfChildren: 1, childrenAges: [0] });
    s = run(s, a.childrenChanged({ room: 0, count: 2 }));
    expect(s.rows[0]?.childrenAges).toEqual([0]);
  });

  it('refuses child ages outside <1-11 and children the room does not have', () => {
    const s = run(start(), a.childrenChanged({ room: 0, count: 1 }));
    expect(run(s, a.childAgeChanged({ room: 0, child: 0, age: 12 })).rows[0]?.childrenAges).toEqual([]);
    expect(run(s, a.childAgeChanged({ room: 0, child: 1, age: 5 })).rows[0]?.childrenAges).toEqual([]);
    expect(run(s, a.childAgeChanged({ room: 2, child: 0, age: 5 })).rows).toEqual(s.rows);
  });

  it('resets traveller details to blank entries for a count', () => {
    const s = run(start(), a.travellerDetailsReset(3));
    expect(s.travellerDetails).toHaveLength(3);
    expect(s.travellerDetails[0]).toEqual({
      title: '',
      firstName: '',
      lastName: '',
      age: null,
      gender: '',
      type: 'adult',
    });
  });

  it('shows a search read from a URL in the form; the details page keeps the typed destination text', () => {
    const rooms = [
      { noOfAdults: 2, noOfChildren: 1, childrenAges: [4] },
      { noOfAdults: 1, noOfChildren: 0, childrenAges: [] },
    ];
    let s = run(
      start(),
      a.searchLoaded({
        locality: 'c1',
        localityValue: 'Dubai',
        suggestionType: 'CITY',
        fromDate: '2026-04-01',
        toDate: '2026-04-05',
        rooms,
        nationality: 'GB',
        priceType: 'static',
        starCategory: '5',
      }),
    );
    expect(s.enquiry).toEqual({
      locality: 'c1',
      localityValue: 'Dubai',
      suggestionType: 'CITY',
      fromDate: '2026-04-01',
      toDate: '2026-04-05',
    });
    expect(s.rows).toEqual(rooms);
    expect(s.numOfRooms).toBe(2);
    expect(s).toMatchObject({ nationality: 'GB', priceType: 'static', starCategory: '5' });
    s = run(s, a.searchLoaded({ fromDate: '2026-05-01', toDate: '2026-05-02' }));
    expect(s.enquiry).toMatchObject({ localityValue: 'Dubai', fromDate: '2026-05-01', toDate: '2026-05-02' });
  });
});
