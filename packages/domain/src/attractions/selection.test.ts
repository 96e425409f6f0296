import { describe, expect, it } from 'vitest';
import { validateSelection, type SelectionCheck } from './selection.ts';
import { bookingAttraction, hourlyActivity, NOW, personActivity, ticketAttraction } from './test-fixtures.ts';
import type { ActivitySelection } from './types.ts';

const selection: ActivitySelection = {
  date: '2026-11-25',
  adults: 2,
  children: 1,
  infants: 0,
  transferType: 'none',
};
const check = (over: Partial<SelectionCheck> & { sel?: Partial<ActivitySelection> } = {}) =>
  validateSelection({
    attraction: ticketAttraction,
    activity: personActivity,
    now: NOW,
    ...over,
    selection: { ...selection, ...over.sel },
  });

describe('validateSelection', () => {
  it('accepts a sound selection', () => {
    expect(check()).toEqual([]);
    expect(check({ sel: { transferType: 'shared' } })).toEqual([]);
    expect(check({ sel: { transferType: 'private', vehicles: [{ id: 'sedan', count: 1 }] } })).toEqual([]);
  });

  it('needs at least one adult or child, and no more infants than adults', () => {
    expect(check({ sel: { adults: 0, children: 0 } })).toEqual([
      { field: 'adults', message: 'Choose at least one adult or child.' },
    ]);
    expect(check({ sel: { adults: 0, children: 2, infants: 1 } })).toEqual([
      { field: 'infants', message: 'Infants cannot exceed adults.' },
    ]);
    expect(check({ sel: { adults: -1 } })).toEqual([
      { field: 'adults', message: 'Adults must be a whole number, 0 or more.' },
    ]);
    expect(check({ sel: { children: 1.5, infants: Number.NaN } })).toHaveLength(2);
    expect(check({ sel: { adults: 90, children: 11 } })).toEqual([
      { field: 'adults', message: 'At most 100 travellers per activity.' },
    ]);
  });

  it('checks the date', () => {
    expect(check({ sel: { date: null } })).toEqual([{ field: 'date', message: 'Choose a date.' }]);
    expect(check({ sel: { date: '2026-11-20' } })).toEqual([
      { field: 'date', message: 'The date is in the past.' },
    ]);
    expect(check({ sel: { date: 'tomorrow' } })).toEqual([
      { field: 'date', message: 'Date input not valid.' },
    ]);
  });

  it('needs 1 to 12 hours for hourly activities', () => {
    const hourly = { attraction: bookingAttraction, activity: hourlyActivity };
    expect(check({ ...hourly, sel: { hours: 3 } })).toEqual([]);
    for (const hours of [undefined, 0, 13, 2.5]) {
      expect(check({ ...hourly, sel: { hours } })).toEqual([
        { field: 'hours', message: 'Choose between 1 and 12 hours.' },
      ]);
    }
  });

  it('refuses transfer or hourly activities on ticket attractions', () => {
    expect(check({ activity: { ...personActivity, activityType: 'transfer' } })).toContainEqual({
      field: 'activity',
      message: 'Ticket attractions cannot include transfer or hourly activities.',
    });
    expect(check({ activity: hourlyActivity, sel: { hours: 1 } })).toContainEqual({
      field: 'activity',
      message: 'Ticket attractions cannot include transfer or hourly activities.',
    });
  });

  it('explains transfer choices the activity does not offer', () => {
    expect(check({ sel: { transferType: 'bus' as 'none' } })).toEqual([
      { field: 'transferType', message: 'Unknown transfer type.' },
    ]);
    const bare = { ...personActivity, sharedTransferPrice: null, privateVehicles: [] };
    expect(check({ activity: bare, sel: { transferType: 'shared' } })).toEqual([
      { field: 'transferType', message: 'This activity has no shared transfer.' },
    ]);
    expect(check({ activity: bare, sel: { transferType: 'private' } })).toEqual([
      { field: 'transferType', message: 'This activity has no private transfer.' },
    ]);
    const hourly = { attraction: bookingAttraction, activity: hourlyActivity };
    expect(check({ ...hourly, sel: { hours: 1, transferType: 'shared' } })).toEqual([
      { field: 'transferType', message: 'Shared transfer is only available for per-person activities.' },
    ]);
    expect(
      check({
        attraction: bookingAttraction,
        activity: { ...hourlyActivity, privateVehicles: [] },
        sel: { hours: 1 },
      }),
    ).toEqual([{ field: 'activity', message: 'This activity has no vehicles to choose from.' }]);
  });

  it('checks explicitly chosen vehicles', () => {
    const priv = (vehicles: ActivitySelection['vehicles']) =>
      check({ sel: { adults: 7, transferType: 'private', vehicles } });
    expect(priv([{ id: 'sedan', count: 1 }])).toEqual([
      { field: 'vehicles', message: 'The selected vehicles seat 4; the party needs 8.' },
    ]);
    expect(priv([{ id: 'bus', count: 1 }])).toEqual([{ field: 'vehicles', message: 'Unknown vehicle.' }]);
    expect(priv([{ id: 'van', count: 0 }])).toEqual([
      { field: 'vehicles', message: 'Vehicle counts must be whole numbers from 1 to 50.' },
    ]);
    expect(priv([{ id: 'van', count: 1 }])).toEqual([]);
    expect(priv([])).toEqual([]);
  });
});
