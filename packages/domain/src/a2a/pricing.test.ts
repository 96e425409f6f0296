import { describe, expect, it } from 'vitest';
import { isConsistentBreakdown } from '../pricing/pipeline.ts';
import { passengerShares, priceA2aBooking, refundFor, splitEvenly } from './pricing.ts';
import { beforeDeadline, changeDeadline, durationText } from './changes.ts';

describe('a2a pricing', () => {
  it('prices seats through the pipeline, infants at their fare, the agent markup as client layer', () => {
    const price = priceA2aBooking({
      seatNet: 80_000,
      infantNet: 15_000,
      travellers: 2,
      infants: 1,
      layers: { company: { type: 'flat', value: 2_000 }, subAgent: { type: 'percentage', value: 5 } },
      agentMarkup: 5_000,
    });
    expect(price.seats.net).toBe(160_000);
    expect(price.seats.companyMarkup).toBe(4_000);
    expect(price.seats.subAgentMarkup).toBe(8_200);
    expect(price.infants.agentPrice).toBe(15_000);
    expect(price.total.agentPrice).toBe(160_000 + 4_000 + 8_200 + 15_000);
    expect(price.total.sellPrice).toBe(price.total.agentPrice + 5_000);
    expect(price.total.parentEarning).toBe(8_200);
    expect(isConsistentBreakdown(price.total)).toBe(true);
  });

  it('splits the paid amount over the travellers exactly', () => {
    const price = priceA2aBooking({
      seatNet: 33_333,
      infantNet: 1_001,
      travellers: 3,
      infants: 2,
      layers: {},
      agentMarkup: 0,
    });
    const shares = passengerShares(price, [{ isInfant: true }, { isInfant: false }, { isInfant: true }]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(price.total.agentPrice);
    expect([0, 1, 2].map((i) => splitEvenly(10, 3, i))).toEqual([4, 3, 3]);
  });

  it('refunds a share less the ticket fee, never below zero', () => {
    expect(refundFor(50_000, 10_000)).toEqual({ fee: 10_000, refund: 40_000 });
    expect(refundFor(5_000, 10_000)).toEqual({ fee: 5_000, refund: 0 });
    expect(() =>
      priceA2aBooking({ seatNet: 1, infantNet: 1, travellers: 1, infants: 0, layers: {}, agentMarkup: -1 }),
    ).toThrow(RangeError);
  });

  it('has a change deadline in hours before departure', () => {
    const input = { departureAt: new Date('2026-12-01T10:00:00Z'), deadlineHours: 48 };
    expect(changeDeadline(input).toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(beforeDeadline(new Date('2026-11-29T09:59:00Z'), input)).toBe(true);
    expect(beforeDeadline(new Date('2026-11-29T10:00:00Z'), input)).toBe(false);
    expect(durationText(245)).toBe('4h 05m');
  });
});

describe('a2a lines per traveller', () => {
  it('prices each traveller on its own line, the agent markup on the first only', async () => {
    const { priceA2aPassengers } = await import('./pricing.ts');
    const lines = priceA2aPassengers({
      seatNet: 80_000,
      infantNet: 15_000,
      layers: { company: { type: 'percentage', value: 2.5 } },
      agentMarkup: 3_000,
      rows: [{ isInfant: false }, { isInfant: true }],
    });
    expect(lines.map((l) => l.agentPrice)).toEqual([82_000, 97_000]);
    expect(lines.map((l) => l.clientMarkup)).toEqual([3_000, 0]);
    expect(lines.every(isConsistentBreakdown)).toBe(true);
  });
});
