import { describe, expect, it } from 'vitest';
import { limitOf, seesNetByRole } from './roles';

describe('limitOf', () => {
  it('reads no limit, amounts with two decimals at most, and refuses anything else', () => {
    expect(limitOf('')).toBeNull();
    expect(limitOf(' 1500 ')).toBe(1500);
    expect(limitOf('99.95')).toBe(99.95);
    expect(limitOf('1.234')).toBeUndefined();
    expect(limitOf('-5')).toBeUndefined();
    expect(limitOf('abc')).toBeUndefined();
    // Arabic-Indic digits and the Arabic decimal separator read as the same amount (issue 35).
    expect(limitOf('١٥٠٠')).toBe(1500);
    expect(limitOf('٩٩٫٩٥')).toBe(99.95);
  });
});

describe('seesNetByRole', () => {
  it('owners, managers and accountants by role; bookers and viewers only by grant', () => {
    expect(
      ['owner', 'manager', 'accountant', 'booker', 'viewer'].map((r) => seesNetByRole(r as 'owner')),
    ).toEqual([true, true, true, false, false]);
  });
});
