import { describe, expect, it } from 'vitest';
import { statusLabel } from '../../../components/status-badge';
import { accommodationNote, occupancyText } from './labels';

describe('hotel labels (issue 30)', () => {
  it('says a room occupancy in words with singulars, leaving out no children', () => {
    expect(occupancyText({ maxOccupancy: 1, maxAdults: 1, maxChildren: 0 })).toBe('Up to 1 guest (1 adult)');
    expect(occupancyText({ maxOccupancy: 3, maxAdults: 2, maxChildren: 1 })).toBe(
      'Up to 3 guests (2 adults, 1 child)',
    );
    expect(occupancyText({ maxOccupancy: 4, maxAdults: 3, maxChildren: 2 })).toBe(
      'Up to 4 guests (3 adults, 2 children)',
    );
  });

  it('names the kind of property once: a hostel rated Hostel is not "Hostel Hostel"', () => {
    expect(accommodationNote('hostel', 'hostel')).toBeNull();
    expect(accommodationNote('apartment', 'apartment')).toBeNull();
    expect(accommodationNote('4', 'resort')).toBe('Resort');
    expect(accommodationNote('unrated', 'hostel')).toBe('Hostel');
  });

  it('writes every status of a status history with a capital, as the badges do', () => {
    expect(statusLabel('completed')).toBe('Completed');
    expect(statusLabel('pending_payment')).toBe('Awaiting payment');
    expect(statusLabel('payment started')).toBe('Payment started');
    expect(statusLabel('partly cancelled')).toBe('Partly cancelled');
    expect(statusLabel('cancellation_requested')).toBe('Cancellation requested');
  });
});
