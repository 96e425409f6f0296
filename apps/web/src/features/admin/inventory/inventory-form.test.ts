import { describe, expect, it } from 'vitest';
import {
  AMOUNT_PROBLEM,
  amountError,
  amountToMinor,
  emptyPromotion,
  linesOf,
  minorToAmount,
  promotionOf,
  promotionRow,
  typedMinor,
} from './inventory-form';

describe('extranet form helpers', () => {
  it('reads amounts with up to two decimals as minor units, in one place for every currency', () => {
    expect(amountToMinor('450')).toBe(45_000);
    expect(amountToMinor(' 450.5 ')).toBe(45_050);
    expect(amountToMinor('450.05')).toBe(45_005);
    expect(amountToMinor('0.1')).toBe(10);
    expect(amountToMinor('.5')).toBe(50);
    expect(amountToMinor('1,234.50')).toBe(123_450);
    expect(amountToMinor('1,234')).toBe(123_400);
    expect(amountToMinor('12,5')).toBe(1_250);
    expect(amountToMinor('1 234.56')).toBe(123_456);
    expect(amountToMinor('1.234')).toBeNull();
    expect(amountToMinor('12,345.678')).toBeNull();
    expect(amountToMinor('-3')).toBeNull();
    expect(amountToMinor('1e3')).toBeNull();
    expect(amountToMinor('450.')).toBeNull();
    expect(amountToMinor('.')).toBeNull();
    expect(amountToMinor('')).toBeNull();
    expect(typedMinor('19.99')).toBe(1_999);
    expect(typedMinor('19.999')).toBe(-1);
    expect(minorToAmount(45_000)).toBe('450');
    expect(minorToAmount(45_050)).toBe('450.50');
    expect(minorToAmount(5)).toBe('0.05');
  });

  it('names a typed amount that is not one instead of the server message about its -1', () => {
    expect(amountError('60.505', 'Give a price above 0')).toBe(AMOUNT_PROBLEM);
    expect(amountError('0', 'Give a price above 0')).toBe('Give a price above 0');
    expect(amountError('60.505', undefined)).toBeUndefined();
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
