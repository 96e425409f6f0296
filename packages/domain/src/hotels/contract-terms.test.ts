import { describe, expect, it } from 'vitest';
import { board, contract, hotel, offers, room, search } from './test-fixtures.ts';
import type { HotelContract, HotelPromotion } from './types.ts';

const sevenNights = { ...search, fromDate: '2026-11-24', toDate: '2026-12-01' };
const stayPay: HotelPromotion = {
  type: 'stay-pay',
  code: 'SP76',
  name: 'Stay 7 pay 6',
  priority: 10,
  stay: 7,
  pay: 6,
};
const early: HotelPromotion = {
  type: 'early-booking',
  code: 'EB15',
  name: 'Early booking 15%',
  priority: 5,
  percent: 15,
  minDaysBefore: 14,
};
const withPromotions = (...promotions: HotelPromotion[]): HotelContract => ({ ...contract, promotions });

describe('contract promotions', () => {
  it('gives the cheapest night of every 7 free on a stay-pay 7=6', () => {
    const ro = board(offers({ contract: withPromotions(stayPay), search: sevenNights }), 'RO');
    expect(ro.net).toBe(600_000);
    expect(ro.promotions).toEqual([{ code: 'SP76', name: 'Stay 7 pay 6', discount: 100_000 }]);
    expect(ro.nightly.filter((n) => n.net === 0)).toEqual([{ date: '2026-11-30', net: 0 }]);
    // Six nights make no full block.
    const six = board(
      offers({ contract: withPromotions(stayPay), search: { ...sevenNights, toDate: '2026-11-30' } }),
      'RO',
    );
    expect(six.promotions).toEqual([]);
    expect(six.net).toBe(600_000);
  });

  it('frees the cheapest night when the block spans two seasons', () => {
    const across = { ...search, fromDate: '2026-11-28', toDate: '2026-12-05' };
    const ro = board(offers({ contract: withPromotions(stayPay), search: across }), 'RO');
    // 3 low nights at 1 000 and 4 high at 1 500: one low night is free (the later one on a tie).
    expect(ro.net).toBe(2 * 100_000 + 4 * 150_000);
    expect(ro.nightly[2]).toEqual({ date: '2026-11-30', net: 0 });
  });

  it('takes early booking off when booked at least minDaysBefore, after a higher-priority stay-pay', () => {
    const ro = board(offers({ contract: withPromotions(early, stayPay), search: sevenNights }), 'RO');
    // Booked 1 Nov for 24 Nov (23 days, 14 needed): 15% off the six paid nights.
    expect(ro.promotions.map((p) => [p.code, p.discount])).toEqual([
      ['SP76', 100_000],
      ['EB15', 90_000],
    ]);
    expect(ro.net).toBe(510_000);
    expect(ro.net).toBe(ro.nightly.reduce((s, n) => s + n.net, 0));
    const late = board(
      offers({ contract: withPromotions(early), search: { ...sevenNights, fromDate: '2026-11-10' } }),
      'RO',
    );
    expect(late.promotions).toEqual([]);
  });

  it('applies one promotion of each type: the highest priority that gives something', () => {
    const big = { ...early, code: 'EB25', name: 'Early 25%', percent: 25, priority: 1, minDaysBefore: 10 };
    const strict = { ...early, code: 'EB30', name: 'Early 30%', percent: 30, priority: 9, minDaysBefore: 60 };
    const ro = board(offers({ contract: withPromotions(big, early, strict), search }), 'RO');
    // EB30 needs 60 days (not met), EB15 (priority 5) beats EB25 (priority 1).
    expect(ro.promotions.map((p) => p.code)).toEqual(['EB15']);
    expect(ro.net).toBe(255_000);
  });

  it('limits a promotion to the nights inside its stay window', () => {
    const decemberOnly = { ...early, stayFrom: '2026-12-01', stayTo: '2026-12-31' };
    const across = { ...search, fromDate: '2026-11-29', toDate: '2026-12-02' };
    const ro = board(offers({ contract: withPromotions(decemberOnly), search: across }), 'RO');
    expect(ro.nightly.map((n) => n.net)).toEqual([100_000, 100_000, 127_500]);
    expect(ro.promotions).toEqual([{ code: 'EB15', name: 'Early booking 15%', discount: 22_500 }]);
    const outside = { ...stayPay, stayFrom: '2027-01-01' };
    expect(
      board(offers({ contract: withPromotions(outside), search: sevenNights }), 'RO').promotions,
    ).toEqual([]);
  });

  it('discounts meal supplements with the night they belong to', () => {
    const bb = board(offers({ contract: withPromotions(early), search }), 'BB');
    expect(bb.net).toBe(3 * (110_000 - 16_500));
  });
});

describe('contract cancellation on the offer', () => {
  it('states deadlines from the hotel-local midnight and the pay-later limit', () => {
    const ro = board(offers(), 'RO');
    expect(ro.cancellationType).toBe('Refundable');
    expect(ro.cancellation.map((l) => [l.from, l.fromLocal, l.fee])).toEqual([
      ['2026-11-12T20:00:00.000Z', '2026-11-13T00:00', 100_000],
      ['2026-11-17T20:00:00.000Z', '2026-11-18T00:00', 300_000],
    ]);
    expect(ro.payLaterUntil).toBe('2026-11-10T20:00:00.000Z');
    expect(ro.rateComments).toBe('Tourism Dirham payable at the hotel.');
  });

  it('uses the hotel zone, not the company zone, for a London hotel', () => {
    const london = { ...hotel, timeZone: 'Europe/London' };
    const ro = board(
      offers({
        hotel: london,
        roomType: room,
        now: new Date('2026-10-01T09:00:00Z'),
        search: { ...search, fromDate: '2026-10-27', toDate: '2026-10-29' },
        contract: {
          ...contract,
          seasons: [{ ...contract.seasons[0]!, from: '2026-10-01', to: '2026-11-30' }],
          cancellation: [
            { daysBefore: 3, charge: { type: 'nights', nights: 1 } },
            { daysBefore: 1, charge: { type: 'percentage', percent: 100 } },
          ],
        },
      }),
      'RO',
    );
    // 24 Oct 00:00 is BST (23:00 UTC the day before); 26 Oct 00:00 is GMT.
    expect(ro.cancellation.map((l) => [l.from, l.fromLocal, l.timeZone])).toEqual([
      ['2026-10-23T23:00:00.000Z', '2026-10-24T00:00', 'Europe/London'],
      ['2026-10-26T00:00:00.000Z', '2026-10-26T00:00', 'Europe/London'],
    ]);
    expect(ro.payLaterUntil).toBe('2026-10-21T23:00:00.000Z');
  });

  it('marks a contract without rules non-refundable, with no pay later', () => {
    const ro = board(offers({ contract: { ...contract, cancellation: [] } }), 'RO');
    expect(ro.cancellationType).toBe('Non Refundable');
    expect(ro.cancellation).toEqual([
      {
        from: '2026-11-01T06:00:00.000Z',
        fromLocal: '2026-11-01T10:00',
        timeZone: 'Asia/Dubai',
        fee: 300_000,
      },
    ]);
    expect(ro.payLaterUntil).toBeNull();
  });

  it('charges nights after promotions: the fee follows what the stay costs', () => {
    const ro = board(offers({ contract: withPromotions(early) }), 'RO');
    expect(ro.cancellation.map((l) => l.fee)).toEqual([85_000, 255_000]);
  });
});
