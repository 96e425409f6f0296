import { describe, expect, it } from 'vitest';
import { aedToFils, emptyPromotion, filsToAed, linesOf, promotionOf, promotionRow } from './inventory-form';

describe('extranet form helpers', () => {
  it('reads AED amounts as fils and writes them back', () => {
    expect(aedToFils('450')).toBe(45_000);
    expect(aedToFils(' 450.5 ')).toBe(45_050);
    expect(aedToFils('1.234')).toBeNull();
    expect(aedToFils('-3')).toBeNull();
    expect(aedToFils('')).toBeNull();
    expect(filsToAed(45_000)).toBe('450');
    expect(filsToAed(45_050)).toBe('450.50');
  });

  it('splits lists by line or comma', () => {
    expect(linesOf('Pool, Wi-Fi\n\n Gym ')).toEqual(['Pool', 'Wi-Fi', 'Gym']);
  });
});

describe('promotion rows', () => {
  it('reads each kind of promotion back from its row, with the combination flag and window', () => {
    const promotions = [
      {
        type: 'stay-pay',
        code: 'S76',
        name: 'Stay 7 pay 6',
        priority: 2,
        combinable: false,
        stay: 7,
        pay: 6,
      },
      {
        type: 'early-booking',
        code: 'EB',
        name: 'Early',
        priority: 1,
        combinable: true,
        percent: 12.5,
        minDaysBefore: 45,
        stayFrom: '2027-01-01',
        stayTo: '2027-02-28',
      },
      {
        type: 'long-stay',
        code: 'LS',
        name: 'Long',
        priority: 0,
        combinable: true,
        percent: 10,
        minNights: 14,
      },
    ] as const;
    promotions.forEach((p, i) => expect(promotionOf(promotionRow(p), i + 1)).toEqual(p));
  });

  it('names the promotion and the problem', () => {
    const freeNights = { ...emptyPromotion('stay-pay'), stay: '6', pay: '6' };
    expect(promotionOf(freeNights, 2)).toBe(
      'Promotion 2: stay more nights than are paid (e.g. stay 7, pay 6)',
    );
    expect(promotionOf({ ...emptyPromotion('long-stay'), minNights: '1' }, 1)).toBe(
      'Promotion 1: a long stay is at least 2 nights',
    );
    expect(promotionOf({ ...emptyPromotion('early-booking'), percent: '95' }, 3)).toBe(
      'Promotion 3: the discount is more than 0 and at most 90%',
    );
    expect(
      promotionOf({ ...emptyPromotion('early-booking'), stayFrom: '2027-03-01', stayTo: '2027-02-01' }, 1),
    ).toBe('Promotion 1: the last night cannot be before the first night');
  });
});
