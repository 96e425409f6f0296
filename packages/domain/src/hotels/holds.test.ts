import { describe, expect, it } from 'vitest';
import { HOTEL_HOLD_LIMITS, holdLimitMessage } from './holds.ts';

describe('rate hold limits', () => {
  it('holds a rate for 15 minutes and at most 20 live holds per agent', () => {
    expect(HOTEL_HOLD_LIMITS).toEqual({ holdMinutes: 15, maxOpenHoldsPerAgent: 20 });
  });

  it('allows a hold below the cap and refuses it at and above the cap', () => {
    expect(holdLimitMessage(0)).toBeNull();
    expect(holdLimitMessage(19)).toBeNull();
    expect(holdLimitMessage(20)).toBe(
      'You already hold 20 room rates (at most 20 at a time). Book one or wait for a hold to expire (holds last 15 minutes), then select the rate again.',
    );
    expect(holdLimitMessage(25)).toMatch(/^You already hold 25 room rates \(at most 20 at a time\)/);
  });

  it('takes another cap', () => {
    expect(holdLimitMessage(2, 3)).toBeNull();
    expect(holdLimitMessage(3, 3)).toMatch(/at most 3 at a time/);
  });
});
