import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Markup } from './markup.ts';
import { isConsistentBreakdown, priceLine, sumBreakdowns, type PriceLineInput } from './pipeline.ts';

const markupArb: fc.Arbitrary<Markup | null> = fc.oneof(
  fc.constant(null),
  fc.record({ type: fc.constant('flat' as const), value: fc.integer({ min: 0, max: 100_000 }) }),
  fc.record({
    type: fc.constant('percentage' as const),
    value: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
  }),
);

const lineArb: fc.Arbitrary<PriceLineInput> = fc.record({
  quantity: fc.integer({ min: 0, max: 60 }),
  unitNet: fc.integer({ min: 0, max: 5_000_000 }),
  company: markupArb,
  subAgent: markupArb,
  client: markupArb,
  vatPercent: fc.constantFrom(0, 5, 7.5, 15),
  promo: fc.integer({ min: 0, max: 2_000_000 }),
});

describe('pricing pipeline properties', () => {
  it('never produces a negative or fractional component and always sums exactly', () => {
    fc.assert(
      fc.property(lineArb, (input) => {
        const b = priceLine(input);
        expect(isConsistentBreakdown(b)).toBe(true);
        expect(b.agentPrice).toBeGreaterThanOrEqual(0);
        expect(b.sellPrice).toBeGreaterThanOrEqual(b.agentPrice);
      }),
    );
  });

  it('keeps the layer order: a later layer never changes an earlier one', () => {
    fc.assert(
      fc.property(lineArb, markupArb, markupArb, (input, otherSub, otherClient) => {
        const a = priceLine(input);
        const changedClient = priceLine({ ...input, client: otherClient });
        expect(changedClient.companyMarkup).toBe(a.companyMarkup);
        expect(changedClient.subAgentMarkup).toBe(a.subAgentMarkup);
        expect(changedClient.vat).toBe(a.vat);
        expect(changedClient.agentPrice).toBe(a.agentPrice);
        const changedSub = priceLine({ ...input, subAgent: otherSub });
        expect(changedSub.net).toBe(a.net);
        expect(changedSub.companyMarkup).toBe(a.companyMarkup);
      }),
    );
  });

  it('applies the sub-agent percentage on net + company, not on the net alone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        (unitNet, companyPct, subPct) => {
          const b = priceLine({
            quantity: 1,
            unitNet,
            company: { type: 'percentage', value: companyPct },
            subAgent: { type: 'percentage', value: subPct },
          });
          expect(b.subAgentMarkup).toBe(Math.round(((unitNet + b.companyMarkup) * subPct) / 100));
        },
      ),
    );
  });

  it('rounds per line: an order total is the sum of its rounded lines', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), (inputs) => {
        const lines = inputs.map(priceLine);
        const total = sumBreakdowns(lines);
        expect(isConsistentBreakdown(total)).toBe(true);
        expect(total.sellPrice).toBe(lines.reduce((s, l) => s + l.sellPrice, 0));
        expect(total.vat).toBe(lines.reduce((s, l) => s + l.vat, 0));
      }),
    );
  });

  it('is monotonic in every markup value', () => {
    const layers = ['company', 'subAgent', 'client'] as const;
    // Markups up to 1,000 % on every layer: lines up to AED 600,000 net stay under the largest amount
    // allowed (larger ones are refused with a RangeError, pipeline.test.ts), so every pair can be priced.
    const modestLine = lineArb.map((l) => ({ ...l, unitNet: Math.min(l.unitNet, 1_000_000) }));
    fc.assert(
      fc.property(
        modestLine,
        fc.constantFrom(...layers),
        fc.constantFrom('flat' as const, 'percentage' as const),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (input, layer, type, v1, v2) => {
          const [low, high] = v1 <= v2 ? [v1, v2] : [v2, v1];
          const a = priceLine({ ...input, [layer]: { type, value: low } });
          const b = priceLine({ ...input, [layer]: { type, value: high } });
          expect(b.sellPrice).toBeGreaterThanOrEqual(a.sellPrice);
          expect(b.agentPrice).toBeGreaterThanOrEqual(a.agentPrice);
          expect(b[`${layer}Markup`]).toBeGreaterThanOrEqual(a[`${layer}Markup`]);
        },
      ),
    );
  });

  it('never lets a promo push a price below zero and lowers both prices equally', () => {
    fc.assert(
      fc.property(lineArb, (input) => {
        const full = priceLine({ ...input, promo: 0 });
        const b = priceLine(input);
        expect(b.promo).toBeLessThanOrEqual(input.promo ?? 0);
        expect(full.agentPrice - b.agentPrice).toBe(b.promo);
        expect(full.sellPrice - b.sellPrice).toBe(b.promo);
      }),
    );
  });
});
