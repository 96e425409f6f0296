import { describe, expect, it } from 'vitest';
import { applyPromotions, type NightAmount } from './promotions.ts';
import type { HotelPromotion } from './types.ts';

const nights = (n: number, net = 10_000): NightAmount[] =>
  Array.from({ length: n }, (_, i) => ({ date: `2027-03-${String(i + 1).padStart(2, '0')}`, net }));
const ctx = { checkIn: '2027-03-01', today: '2027-01-01' };

const longStay: HotelPromotion = {
  type: 'long-stay',
  code: 'LS7',
  name: 'Stay 7, save 10%',
  priority: 1,
  percent: 10,
  minNights: 7,
};
const early: HotelPromotion = {
  type: 'early-booking',
  code: 'EB',
  name: 'Early booking 15%',
  priority: 2,
  percent: 15,
  minDaysBefore: 30,
};
const freeNight: HotelPromotion = {
  type: 'stay-pay',
  code: 'SP43',
  name: 'Stay 4 pay 3',
  priority: 3,
  stay: 4,
  pay: 3,
};

describe('applyPromotions', () => {
  it('long stay: applies from the minimum nights, not below', () => {
    expect(applyPromotions([longStay], nights(6), ctx).applied).toEqual([]);
    const seven = applyPromotions([longStay], nights(7), ctx);
    expect(seven.applied).toEqual([{ code: 'LS7', name: 'Stay 7, save 10%', discount: 7_000 }]);
    expect(seven.nightly.every((n) => n.net === 9_000)).toBe(true);
  });

  it('combinable promotions stack in priority order, one of each type', () => {
    const r = applyPromotions([longStay, early, freeNight], nights(8), ctx);
    expect(r.applied.map((a) => a.code)).toEqual(['SP43', 'EB', 'LS7']);
    // 8 nights of 100 AED: 2 free (200), 15% of 600 (90), 10% of 510 (51).
    expect(r.applied.map((a) => a.discount)).toEqual([20_000, 9_000, 5_100]);
  });

  it('a promotion that is not combinable applies alone: first, it ends the list; after another, it is skipped', () => {
    const alone = applyPromotions([{ ...freeNight, combinable: false }, early, longStay], nights(8), ctx);
    expect(alone.applied.map((a) => a.code)).toEqual(['SP43']);
    const skipped = applyPromotions([freeNight, { ...early, combinable: false }, longStay], nights(8), ctx);
    expect(skipped.applied.map((a) => a.code)).toEqual(['SP43', 'LS7']);
    // Not qualifying (booked too late), it does not block the others.
    const late = applyPromotions(
      [{ ...early, priority: 9, combinable: false }, longStay],
      nights(8),
      { ...ctx, today: '2027-02-25' },
    );
    expect(late.applied.map((a) => a.code)).toEqual(['LS7']);
  });
});
