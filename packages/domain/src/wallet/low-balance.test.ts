import { describe, expect, it } from 'vitest';
import { alertDue, lowBalanceState, parseThresholdPercents } from './low-balance.ts';

describe('low-balance thresholds', () => {
  it('parses percentages highest first and refuses nonsense', () => {
    expect(parseThresholdPercents('20, 40,20')).toEqual([40, 20]);
    expect(() => parseThresholdPercents('0')).toThrow(RangeError);
    expect(() => parseThresholdPercents('abc')).toThrow(RangeError);
    expect(() => parseThresholdPercents('120')).toThrow(RangeError);
  });

  it('places the available funds against 40% and 20% of the credit limit', () => {
    const limit = 200_000;
    expect(lowBalanceState(80_000, limit)).toEqual({ level: 0, threshold: null, percent: null });
    expect(lowBalanceState(79_999, limit)).toEqual({ level: 1, threshold: 80_000, percent: 40 });
    expect(lowBalanceState(39_999, limit)).toEqual({ level: 2, threshold: 40_000, percent: 20 });
    expect(lowBalanceState(-5, limit).level).toBe(2);
  });

  it('has no thresholds without a credit limit', () => {
    expect(lowBalanceState(0, 0).level).toBe(0);
  });

  it('alerts only when funds reach a deeper level than announced', () => {
    const deep = lowBalanceState(10, 1000);
    expect(alertDue(0, deep)).toBe(true);
    expect(alertDue(2, deep)).toBe(false);
    expect(alertDue(2, lowBalanceState(1000, 1000))).toBe(false);
  });
});
