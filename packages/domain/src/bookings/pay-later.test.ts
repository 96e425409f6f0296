import { describe, expect, it } from 'vitest';
import {
  decidePayLater,
  payLaterReminderAt,
  payLaterReminderLeadMs,
  uncommittedFunds,
  type PayLaterSituation,
} from './pay-later.ts';

const now = new Date('2026-03-01T08:00:00Z');
const until = new Date('2026-03-25T20:00:00Z');
const base: PayLaterSituation = {
  total: 1_170_00,
  available: 5_000_00,
  openValue: 0,
  limit: 10_000_00,
  payLaterUntil: until,
  now,
  unfundedHoldHours: 24,
};
const decide = (s: Partial<PayLaterSituation>) => decidePayLater({ ...base, ...s });

describe('decidePayLater', () => {
  it('keeps the product deadline when the funds cover the order', () => {
    expect(decide({})).toEqual({ allowed: true, funded: true, payBy: until, notice: null });
    expect(decide({ available: 1_170_00 })).toMatchObject({ funded: true, payBy: until });
  });

  it('holds an order the funds do not cover for the short hold, with the reason in words', () => {
    const d = decide({ available: 0 });
    expect(d).toMatchObject({ allowed: true, funded: false, payBy: new Date('2026-03-02T08:00:00Z') });
    expect(d.allowed && d.notice).toBe(
      'Your available funds (AED 0.00) do not cover this booking (AED 1,170.00), so it is held only until 02/03/2026 12:00 (Dubai time). Top up your wallet or pay it by then, or it is cancelled.',
    );
  });

  it('never holds beyond the product deadline', () => {
    const soon = new Date('2026-03-01T14:00:00Z');
    expect(decide({ available: 0, payLaterUntil: soon })).toMatchObject({ funded: false, payBy: soon });
  });

  it('counts the funds other unpaid pay-later orders already count on', () => {
    // 5,000 available, 4,000 already open: 1,000 left for a 1,170 order.
    const d = decide({ openValue: 4_000_00 });
    expect(d).toMatchObject({ allowed: true, funded: false });
    expect(d.allowed && d.notice).toContain('not already counted on by your unpaid bookings (AED 1,000.00)');
    expect(decide({ openValue: 3_830_00 })).toMatchObject({ funded: true });
    expect(uncommittedFunds(1_00, 5_00)).toBe(0);
  });

  it('credit counts as funds (availableFunds includes the credit line)', () => {
    expect(decide({ available: 2_000_00 })).toMatchObject({ funded: true });
  });

  it('refuses above the limit, saying why and what to do', () => {
    expect(decide({ openValue: 9_000_00 })).toEqual({
      allowed: false,
      message:
        'Your open pay-later bookings (AED 10,170.00 with this one) would exceed your limit of AED 10,000.00. Pay an unpaid booking first, or pay this one now by wallet or card.',
    });
    expect(decide({ openValue: 8_830_00 })).toMatchObject({ allowed: true });
    expect(decide({ total: 10_000_01 })).toEqual({
      allowed: false,
      message:
        'This booking (AED 10,000.01) is above your pay-later limit of AED 10,000.00. Pay now by wallet or card.',
    });
    expect(decide({ limit: 0 })).toMatchObject({
      allowed: false,
      message: expect.stringContaining('Pay later is not available for your account') as unknown,
    });
  });
});

describe('pay-later reminders', () => {
  const at = (iso: string) => new Date(iso);
  it('comes at half the time given for a short hold, at most 24 hours before the pay-by date', () => {
    // A 24-hour short hold: reminded 12 hours before its end, not at once.
    expect(payLaterReminderAt(at('2026-11-28T08:00:00Z'), at('2026-11-29T08:00:00Z'))).toEqual(
      at('2026-11-28T20:00:00Z'),
    );
    // Two weeks to pay: a day before.
    expect(payLaterReminderLeadMs(at('2026-11-01T08:00:00Z'), at('2026-11-15T08:00:00Z'))).toBe(
      24 * 3600_000,
    );
    // A pay-by date before the booking (bad data) is reminded at the pay-by date, never before it was booked.
    expect(payLaterReminderLeadMs(at('2026-11-02T08:00:00Z'), at('2026-11-01T08:00:00Z'))).toBe(0);
  });
});
