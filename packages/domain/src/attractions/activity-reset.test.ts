import { describe, expect, it } from 'vitest';
import { resetActivities } from './activity-reset.ts';

const dirty = {
  isChecked: true,
  date: '2026-11-25',
  transfer: 'private' as const,
  adult: 4,
  child: 2,
  infant: 1,
  sum: 99,
  vehicle: ['x'],
  selectedVehicle: ['y'],
  hourCount: 5,
};

describe('resetActivities', () => {
  it('clears every choice and keeps the catalogue fields', () => {
    const [a] = resetActivities({
      bookingType: 'ticket',
      isApiConnected: false,
      activities: [{ id: '1', name: 'Entry', base: 'person', adultTicketCount: 3, ...dirty }],
    });
    expect(a).toEqual({
      id: '1',
      name: 'Entry',
      base: 'person',
      adultTicketCount: 3,
      isChecked: false,
      date: null,
      transfer: 'none',
      adult: 1,
      child: 0,
      infant: 0,
      sum: 0,
      vehicle: [],
      selectedVehicle: [],
      hourCount: null,
    });
  });

  it('starts adult at 1 only with tickets left, a booking-type or an API-connected attraction', () => {
    const activities = [
      { base: 'person', adultTicketCount: 0 },
      { base: 'person' },
      { base: 'hourly', adultTicketCount: null },
    ];
    const adults = (bookingType: string, isApiConnected: boolean) =>
      resetActivities({ bookingType, isApiConnected, activities }).map((a) => a.adult);
    expect(adults('ticket', false)).toEqual([0, 0, 0]);
    expect(adults('booking', false)).toEqual([1, 1, 1]);
    expect(adults('ticket', true)).toEqual([1, 1, 1]);
  });

  it('starts hourly activities at hourCount 1', () => {
    const [hourly] = resetActivities({
      bookingType: 'booking',
      isApiConnected: false,
      activities: [{ base: 'hourly' }],
    });
    expect(hourly?.hourCount).toBe(1);
  });
});
