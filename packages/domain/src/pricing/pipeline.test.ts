import { describe, expect, it } from 'vitest';
import {
  isConsistentBreakdown,
  previewUnitPrice,
  priceLine,
  subAgentMarkupVat,
  sumBreakdowns,
  ZERO_BREAKDOWN,
} from './pipeline.ts';

describe('priceLine', () => {
  it('applies company, sub-agent and client layers in order on the running price', () => {
    const b = priceLine({
      quantity: 2,
      unitNet: 10_000,
      company: { type: 'percentage', value: 10 },
      subAgent: { type: 'flat', value: 500 },
      client: { type: 'percentage', value: 20 },
    });
    expect(b).toEqual({
      net: 20_000,
      companyMarkup: 2_000,
      subAgentMarkup: 1_000,
      vat: 0,
      promo: 0,
      clientMarkup: 4_600,
      agentPrice: 23_000,
      sellPrice: 27_600,
      parentEarning: 1_000,
    });
  });

  it('charges VAT on net + company + sub-agent and never on the client markup', () => {
    const b = priceLine({
      quantity: 1,
      unitNet: 10_000,
      company: { type: 'flat', value: 1_000 },
      subAgent: { type: 'percentage', value: 10 },
      client: { type: 'flat', value: 2_000 },
      vatPercent: 5,
    });
    expect(b.subAgentMarkup).toBe(1_100);
    expect(b.vat).toBe(605);
    expect(b.agentPrice).toBe(12_705);
    expect(b.clientMarkup).toBe(2_000);
    expect(b.sellPrice).toBe(14_705);
  });

  it('computes a client percentage on the VAT-inclusive price before promo', () => {
    const b = priceLine({
      quantity: 1,
      unitNet: 10_000,
      vatPercent: 5,
      client: { type: 'percentage', value: 10 },
      promo: 1_000,
    });
    expect(b.clientMarkup).toBe(1_050);
    expect(b.agentPrice).toBe(9_500);
    expect(b.sellPrice).toBe(10_550);
  });

  it('lowers agent and sell price by exactly the promo, capped at zero', () => {
    const without = priceLine({ quantity: 3, unitNet: 1_000, client: { type: 'flat', value: 100 } });
    const withPromo = priceLine({
      quantity: 3,
      unitNet: 1_000,
      client: { type: 'flat', value: 100 },
      promo: 600,
    });
    expect(without.agentPrice - withPromo.agentPrice).toBe(600);
    expect(without.sellPrice - withPromo.sellPrice).toBe(600);
    const capped = priceLine({ quantity: 1, unitNet: 1_000, promo: 5_000 });
    expect(capped.promo).toBe(1_000);
    expect(capped.agentPrice).toBe(0);
  });

  it('rounds percentages half up on the line, not per unit', () => {
    // 3 x 333 = 999; 2.5% = 24.975 -> 25 (per unit it would be 3 x 8 = 24).
    expect(
      priceLine({ quantity: 3, unitNet: 333, company: { type: 'percentage', value: 2.5 } }).companyMarkup,
    ).toBe(25);
    expect(
      priceLine({ quantity: 1, unitNet: 50, company: { type: 'percentage', value: 1 } }).companyMarkup,
    ).toBe(1);
  });

  it('multiplies flat layers by the units on the line', () => {
    const b = priceLine({ quantity: 4, unitNet: 0, company: { type: 'flat', value: 250 } });
    expect(b.companyMarkup).toBe(1_000);
    expect(priceLine({ quantity: 0, unitNet: 500, company: { type: 'flat', value: 250 } })).toEqual(
      ZERO_BREAKDOWN,
    );
  });

  it('applies flat layers per flat unit when they differ from the priced units (a room per person-night)', () => {
    const flat = (value: number) => ({ type: 'flat' as const, value });
    const b = priceLine({
      quantity: 1,
      unitNet: 60_000,
      flatUnits: 6,
      company: flat(1_000),
      subAgent: flat(500),
      client: flat(250),
    });
    expect(b.net).toBe(60_000);
    expect([b.companyMarkup, b.subAgentMarkup, b.clientMarkup]).toEqual([6_000, 3_000, 1_500]);
    expect(b.agentPrice).toBe(69_000);
    expect(b.sellPrice).toBe(70_500);
    const pct = priceLine({
      quantity: 1,
      unitNet: 60_000,
      flatUnits: 6,
      company: { type: 'percentage', value: 10 },
    });
    expect(pct.companyMarkup).toBe(6_000);
    expect(() => priceLine({ quantity: 1, unitNet: 1, flatUnits: 1.5 })).toThrow(RangeError);
  });

  it('rejects negative or malformed markups and inputs', () => {
    const base = { quantity: 1, unitNet: 100 };
    expect(() => priceLine({ ...base, company: { type: 'flat', value: -1 } })).toThrow(/cannot be negative/);
    expect(() => priceLine({ ...base, subAgent: { type: 'percentage', value: -0.5 } })).toThrow(RangeError);
    expect(() => priceLine({ ...base, client: { type: 'flat', value: 1.5 } })).toThrow(/whole amount/);
    expect(() => priceLine({ ...base, client: { type: 'percentage', value: Number.NaN } })).toThrow(
      RangeError,
    );
    expect(() => priceLine({ ...base, client: { type: 'percentage', value: 5000 } })).toThrow(/exceed/);
    expect(() => priceLine({ ...base, company: { type: 'bogus' as 'flat', value: 1 } })).toThrow(/unknown/);
    // A line whose price would pass the largest amount allowed (AED 100,000,000) is refused, not rounded.
    expect(() => priceLine({ quantity: 2, unitNet: 6_000_000_000 })).toThrow(/largest amount allowed/);
    expect(() => priceLine({ quantity: -1, unitNet: 100 })).toThrow(/quantity/);
    expect(() => priceLine({ quantity: 1.5, unitNet: 100 })).toThrow(/quantity/);
    expect(() => priceLine({ quantity: 1, unitNet: -100 })).toThrow(/unit net/);
    expect(() => priceLine({ ...base, vatPercent: -5 })).toThrow(/VAT/);
    expect(() => priceLine({ ...base, vatPercent: 101 })).toThrow(/VAT/);
    expect(() => priceLine({ ...base, promo: -1 })).toThrow(/promo/);
    expect(() => priceLine({ quantity: 1, unitNet: 20_000_000_000 })).toThrow(/largest/);
  });
});

describe('sumBreakdowns and consistency', () => {
  it('sums rounded lines component by component', () => {
    const a = priceLine({ quantity: 1, unitNet: 333, company: { type: 'percentage', value: 10 } });
    const b = priceLine({ quantity: 1, unitNet: 333, company: { type: 'percentage', value: 10 } });
    const total = sumBreakdowns([a, b]);
    expect(total.companyMarkup).toBe(66);
    expect(total.agentPrice).toBe(732);
    expect(isConsistentBreakdown(total)).toBe(true);
    expect(sumBreakdowns([])).toEqual(ZERO_BREAKDOWN);
  });

  it('detects a tampered breakdown', () => {
    const b = priceLine({ quantity: 1, unitNet: 1000, client: { type: 'flat', value: 5 } });
    expect(isConsistentBreakdown({ ...b, sellPrice: b.sellPrice + 1 })).toBe(false);
    expect(isConsistentBreakdown({ ...b, agentPrice: b.agentPrice - 1 })).toBe(false);
    expect(isConsistentBreakdown({ ...b, parentEarning: 1 })).toBe(false);
    expect(isConsistentBreakdown({ ...b, net: -1, agentPrice: b.agentPrice - 1001 })).toBe(false);
  });

  it('previews one unit', () => {
    const p = previewUnitPrice(10_000, { company: { type: 'percentage', value: 5 } }, 5);
    expect(p.agentPrice).toBe(11_025);
    expect(previewUnitPrice(100, {}).sellPrice).toBe(100);
  });
});

describe('subAgentMarkupVat', () => {
  it('is what the sub-agent pays over its parent beyond the markup (35.00 markup at 5% VAT = 1.75)', () => {
    const layers = { company: { type: 'flat', value: 2_000 } } as const;
    const parent = priceLine({ quantity: 1, unitNet: 10_000, vatPercent: 5, ...layers });
    const sub = priceLine({
      quantity: 1,
      unitNet: 10_000,
      vatPercent: 5,
      ...layers,
      subAgent: { type: 'flat', value: 3_500 },
    });
    const vat = subAgentMarkupVat(sub, 5);
    expect(sub.agentPrice - parent.agentPrice).toBe(3_675);
    expect(sub.parentEarning).toBe(3_500);
    expect(vat).toBe(175);
    expect(sub.parentEarning + vat).toBe(sub.agentPrice - parent.agentPrice);
  });

  it('follows the rounding of the two VAT amounts, and is 0 without a markup or VAT', () => {
    // taxable 100.01 -> VAT 5.00 (5.0005 rounds down); without the 0.01 markup VAT is 5.00 too.
    expect(subAgentMarkupVat({ net: 10_000, companyMarkup: 0, subAgentMarkup: 1 }, 5)).toBe(0);
    expect(subAgentMarkupVat({ net: 10_000, companyMarkup: 0, subAgentMarkup: 0 }, 5)).toBe(0);
    expect(subAgentMarkupVat({ net: 10_000, companyMarkup: 500, subAgentMarkup: 999 }, 0)).toBe(0);
  });
});
