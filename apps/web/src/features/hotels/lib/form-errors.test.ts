import { describe, expect, it } from 'vitest';
import { initialHotelState, type HotelState } from '../hotel.slice';
import { fieldForKey, formErrors } from './form-errors';

const NOW = new Date('2026-03-10T08:00:00Z');
const chosen = (): HotelState => {
  const s = initialHotelState(NOW);
  return { ...s, enquiry: { ...s.enquiry, locality: 'c1', localityValue: 'Dubai', suggestionType: 'CITY' } };
};

describe('hotel form messages', () => {
  it('asks for a destination and child ages only once a search was tried', () => {
    const s = initialHotelState(NOW);
    const rows = [{ noOfAdults: 2, noOfChildren: 1, childrenAges: [] }];
    expect(formErrors({ form: { ...s, rows }, now: NOW, submitted: false })).toEqual({});
    const errors = formErrors({ form: { ...s, rows }, now: NOW, submitted: true });
    expect(errors.destination).toBe('Choose a destination or hotel from the list.');
    expect(errors.rooms).toBe('Room 1: select the age of child 1.');
    expect(formErrors({ form: chosen(), now: NOW, submitted: true })).toEqual({});
  });

  it('shows date problems at once: check-in in the past, check-out 1-90 days after', () => {
    const s = chosen();
    const past = { ...s, enquiry: { ...s.enquiry, fromDate: '2026-03-09', toDate: '2026-03-12' } };
    expect(formErrors({ form: past, now: NOW, submitted: false }).fromDate).toBe(
      'Check-in date cannot be in the past.',
    );
    const long = { ...s, enquiry: { ...s.enquiry, fromDate: '2026-03-11', toDate: '2026-06-10' } };
    expect(formErrors({ form: long, now: NOW, submitted: false }).toDate).toBe(
      'Check-out date can be at most 90 days after the check-in date.',
    );
    const ninety = { ...s, enquiry: { ...s.enquiry, fromDate: '2026-03-11', toDate: '2026-06-09' } };
    expect(formErrors({ form: ninety, now: NOW, submitted: true })).toEqual({});
  });

  it("puts the server's field errors under their fields", () => {
    const errors = formErrors({
      form: chosen(),
      now: NOW,
      submitted: false,
      serverErrors: {
        'rooms.1.childrenAges.0': ['Room 2: select the age of child 1.'],
        'searchQuery.id': ['Unknown destination'],
        nationality: ['Unknown nationality'],
        other: ['Something else'],
      },
    });
    expect(errors).toEqual({
      rooms: 'Room 2: select the age of child 1.',
      destination: 'Unknown destination',
      nationality: 'Unknown nationality',
      general: 'Something else',
    });
    expect(fieldForKey('toDate')).toBe('toDate');
    expect(fieldForKey('hotelId')).toBe('destination');
  });
});
