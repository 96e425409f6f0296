import { describe, expect, it } from 'vitest';
import { quoteCancellation, type CancellationInput } from './cancellation.ts';

// Service on 2026-11-25 at 10:00 in Dubai = 06:00 UTC.
const base: Omit<CancellationInput, 'policy'> = {
  amount: 50_000,
  serviceDate: '2026-11-25',
  serviceTime: '10:00',
  now: new Date('2026-11-23T06:00:00Z'),
};

describe('quoteCancellation', () => {
  it('never allows non-refundable lines', () => {
    expect(quoteCancellation({ ...base, policy: { type: 'non-refundable' } })).toEqual({
      allowed: false,
      fee: 50_000,
      refund: 0,
      deadline: null,
      message: 'This booking is non-refundable.',
    });
  });

  it('refunds everything until N hours before, then refuses', () => {
    const policy = { type: 'free' as const, hoursBefore: 48 };
    const ok = quoteCancellation({ ...base, policy });
    expect(ok).toEqual({
      allowed: true,
      fee: 0,
      refund: 50_000,
      deadline: new Date('2026-11-23T06:00:00Z'),
      message: null,
    });
    const late = quoteCancellation({ ...base, policy, now: new Date('2026-11-23T06:00:01Z') });
    expect(late).toMatchObject({
      allowed: false,
      refund: 0,
      message: 'Cancellation was possible until 48 hours before the service.',
    });
  });

  it('takes a flat or percentage fee, capped at the amount', () => {
    const flat = quoteCancellation({
      ...base,
      policy: { type: 'fee', hoursBefore: 24, feeType: 'flat', feeValue: 7_500 },
    });
    expect(flat).toMatchObject({ allowed: true, fee: 7_500, refund: 42_500 });
    const pct = quoteCancellation({
      ...base,
      amount: 33_333,
      policy: { type: 'fee', hoursBefore: 24, feeType: 'percentage', feeValue: 25 },
    });
    expect(pct).toMatchObject({ fee: 8_333, refund: 25_000 });
    const big = quoteCancellation({
      ...base,
      policy: { type: 'fee', hoursBefore: 0, feeType: 'flat', feeValue: 90_000 },
    });
    expect(big).toMatchObject({ fee: 50_000, refund: 0 });
  });

  it('uses the start of the service day in Dubai when no time is known', () => {
    const q = quoteCancellation({ ...base, serviceTime: null, policy: { type: 'free', hoursBefore: 0 } });
    expect(q.deadline?.toISOString()).toBe('2026-11-24T20:00:00.000Z');
    const after = quoteCancellation({
      ...base,
      serviceTime: undefined,
      now: new Date('2026-11-24T21:00:00Z'),
      policy: { type: 'free', hoursBefore: 0 },
    });
    expect(after.message).toBe('Cancellation was possible only until the service started.');
  });

  it('rejects bad input', () => {
    expect(() =>
      quoteCancellation({ ...base, amount: -1, policy: { type: 'free', hoursBefore: 1 } }),
    ).toThrow(RangeError);
    expect(() => quoteCancellation({ ...base, policy: { type: 'free', hoursBefore: -1 } })).toThrow(
      /hoursBefore/,
    );
    expect(() =>
      quoteCancellation({ ...base, policy: { type: 'fee', hoursBefore: 1, feeType: 'flat', feeValue: 1.5 } }),
    ).toThrow(/whole/);
    expect(() =>
      quoteCancellation({
        ...base,
        policy: { type: 'fee', hoursBefore: 1, feeType: 'percentage', feeValue: -3 },
      }),
    ).toThrow(/fee/);
  });
});
