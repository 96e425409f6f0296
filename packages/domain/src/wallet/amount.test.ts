import { describe, expect, it } from 'vitest';
import { MAX_MINOR } from '../money.ts';
import { checkMajorAmount, checkMinorAmount, isWalletCurrency } from './amount.ts';

describe('amount checks', () => {
  it('accepts positive amounts with up to two decimals', () => {
    expect(checkMajorAmount(10)).toEqual({ ok: true, minor: 1000 });
    expect(checkMajorAmount('12.5')).toEqual({ ok: true, minor: 1250 });
    expect(checkMajorAmount(0.01)).toEqual({ ok: true, minor: 1 });
  });

  it.each([0, -1, 1.234, '1e3', Number.NaN, Number.POSITIVE_INFINITY, 1e21, MAX_MINOR / 100 + 0.01, 'abc'])(
    'refuses %s',
    (value) => {
      expect(checkMajorAmount(value).ok).toBe(false);
    },
  );

  it('checks minor units at the service boundary', () => {
    expect(checkMinorAmount(1)).toEqual({ ok: true, minor: 1 });
    expect(checkMinorAmount(1.5).ok).toBe(false);
    expect(checkMinorAmount(0).ok).toBe(false);
    expect(checkMinorAmount(MAX_MINOR + 1).ok).toBe(false);
    expect(checkMinorAmount('5').ok).toBe(false);
  });

  it('knows the wallet currency', () => {
    expect(isWalletCurrency('AED')).toBe(true);
    expect(isWalletCurrency('XYZ')).toBe(false);
  });
});
