import { describe, expect, it } from 'vitest';
import { demoBooking, voucherTotals } from './demo-booking';

const DEMO_LINES = demoBooking((_id, english) => english).lines;

describe('voucherTotals', () => {
  it('multiplies per line and sums the lines in minor units', () => {
    const totals = voucherTotals(DEMO_LINES);
    expect(totals.lines.map((line) => line.amount)).toEqual([33_800, 12_900, 25_000]);
    expect(totals.total).toBe(71_700);
  });

  it('takes the 5% VAT share out of the inclusive total, rounded half up', () => {
    // 71_700 * 5 / 105 = 3414.28...
    expect(voucherTotals(DEMO_LINES).vatIncluded).toBe(3_414);
    expect(voucherTotals([{ description: 'x', quantity: 1, unitPrice: 21 }]).vatIncluded).toBe(1);
  });

  it('gives zero for no lines', () => {
    expect(voucherTotals([])).toEqual({ lines: [], total: 0, vatIncluded: 0 });
  });
});
