import { describe, expect, it } from 'vitest';
import { channelsFor, dubaiHour, payLaterReminder } from './kinds.ts';

describe('notification rules', () => {
  it('defaults: every kind in the portal, urgent ones by mail', () => {
    expect(channelsFor('booking_confirmed', null)).toEqual({ portal: true, mail: false });
    expect(channelsFor('cancelled_unpaid', null)).toEqual({ portal: true, mail: true });
    expect(channelsFor('cancelled_unpaid', { portal: [], mail: ['booking_confirmed'] })).toEqual({
      portal: false,
      mail: false,
    });
  });
  it('pay-later reminders at 48 and 24 hours, none after the deadline', () => {
    expect(payLaterReminder(60)).toBeNull();
    expect(payLaterReminder(48)).toBe('pay_later_due_48h');
    expect(payLaterReminder(24.5)).toBe('pay_later_due_48h');
    expect(payLaterReminder(24)).toBe('pay_later_due_24h');
    expect(payLaterReminder(0.1)).toBe('pay_later_due_24h');
    expect(payLaterReminder(0)).toBeNull();
  });
  it('digest hour in Dubai time', () => {
    expect(dubaiHour(new Date('2026-11-28T20:30:00Z'))).toBe(0);
    expect(dubaiHour(new Date('2026-11-28T03:59:00Z'))).toBe(7);
  });
});
