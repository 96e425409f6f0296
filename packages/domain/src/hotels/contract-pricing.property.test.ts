import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../plain-date.ts';
import { cancellationTerms } from './cancellation.ts';
import { priceContract, priceContractForList, type ContractListOffer } from './contract-pricing.ts';
import { priceHotelContracts, priceHotelContractsForList } from './hotel-pricing.ts';
import { applyPromotions } from './promotions.ts';
import { contract as baseContract, freeSale, hotel, room } from './test-fixtures.ts';
import type { CancellationRule, HotelContract, HotelPromotion, RoomPax } from './types.ts';

const money = (max: number) => fc.integer({ min: 0, max });

const seasonArb = fc.record({
  roomPrice: money(500_000),
  baseOccupancy: fc.integer({ min: 1, max: 3 }),
  extraAdult: money(100_000),
  extraBed: money(50_000),
});

const promotionArb: fc.Arbitrary<HotelPromotion> = fc.oneof(
  fc
    .record({
      pay: fc.integer({ min: 1, max: 6 }),
      extra: fc.integer({ min: 1, max: 3 }),
      priority: money(9),
    })
    .map(({ pay, extra, priority }) => ({
      type: 'stay-pay' as const,
      code: `SP${pay + extra}${pay}`,
      name: 'Stay pay',
      priority,
      stay: pay + extra,
      pay,
    })),
  fc
    .record({ percent: money(60), minDaysBefore: money(40), priority: money(9) })
    .map((p) => ({ type: 'early-booking' as const, code: `EB${p.percent}`, name: 'Early', ...p })),
);

const ruleArb: fc.Arbitrary<CancellationRule> = fc.record({
  daysBefore: fc.integer({ min: 0, max: 30 }),
  charge: fc.oneof(
    fc.record({ type: fc.constant('flat' as const), amount: money(200_000) }),
    fc.record({ type: fc.constant('percentage' as const), percent: fc.integer({ min: 0, max: 100 }) }),
    fc.record({ type: fc.constant('nights' as const), nights: fc.integer({ min: 0, max: 5 }) }),
  ),
});

const contractArb: fc.Arbitrary<HotelContract> = fc
  .record({
    low: seasonArb,
    high: seasonArb,
    childPrice: money(50_000),
    bb: fc.record({ adult: money(20_000), child: money(10_000) }),
    promotions: fc.array(promotionArb, { maxLength: 3 }),
    cancellation: fc.array(ruleArb, { maxLength: 4 }),
  })
  .map((r) => ({
    ...baseContract,
    releaseDays: 0,
    seasons: [
      { ...r.low, from: '2026-11-01', to: '2026-11-30' },
      { ...r.high, from: '2026-12-01', to: '2027-03-31' },
    ],
    childBands: [
      { minAge: 0, maxAge: 1, pricePerNight: 0 },
      { minAge: 2, maxAge: 11, pricePerNight: r.childPrice },
    ],
    mealSupplements: [{ boardCode: 'BB' as const, adultPerNight: r.bb.adult, childPerNight: r.bb.child }],
    promotions: r.promotions,
    cancellation: r.cancellation,
  }));

const roomArb: fc.Arbitrary<RoomPax> = fc
  .record({
    adults: fc.integer({ min: 1, max: 3 }),
    ages: fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 2 }),
  })
  .map(({ adults, ages }) => ({ noOfAdults: adults, noOfChildren: ages.length, childrenAges: ages }));

type Stay = { offset: number; nights: number; rooms: RoomPax[]; nowHour: number };

const stayArb: fc.Arbitrary<Stay> = fc.record({
  offset: fc.integer({ min: 0, max: 60 }),
  nights: fc.integer({ min: 1, max: 15 }),
  rooms: fc.array(roomArb, { minLength: 1, maxLength: 4 }),
  nowHour: fc.integer({ min: 0, max: 24 * 40 }),
});

const NOW0 = Date.parse('2026-10-25T00:00:00Z');

function run(contract: HotelContract, stay: Stay, rooms?: RoomPax[]) {
  const fromDate = addDays('2026-11-01', stay.offset);
  const toDate = addDays(fromDate, stay.nights);
  return priceContract({
    hotel,
    roomType: { ...room, maxExtraBeds: 3 },
    contract,
    allotments: freeSale(fromDate, toDate),
    search: { fromDate, toDate, rooms: rooms ?? stay.rooms, nationality: 'GB' },
    now: new Date(NOW0 + stay.nowHour * 3_600_000),
  });
}

describe('contract pricing properties', () => {
  it('keeps every offer whole: nightly sums to net, fees within the net and rising, deadlines ordered', () => {
    fc.assert(
      fc.property(contractArb, stayArb, (contract, stay) => {
        const result = run(contract, stay);
        if (!result.ok) return;
        for (const offer of result.offers) {
          expect(offer.nightly).toHaveLength(stay.nights);
          expect(offer.nightly.every((n) => Number.isSafeInteger(n.net) && n.net >= 0)).toBe(true);
          expect(offer.net).toBe(offer.nightly.reduce((s, n) => s + n.net, 0));
          const fees = offer.cancellation.map((l) => l.fee);
          expect(fees.every((f) => (f > 0 || offer.net === 0) && f <= offer.net)).toBe(true);
          for (let i = 1; i < offer.cancellation.length; i++) {
            expect(fees[i]!).toBeGreaterThan(fees[i - 1]!);
            expect(offer.cancellation[i]!.from > offer.cancellation[i - 1]!.from).toBe(true);
          }
          if (offer.payLaterUntil !== null) {
            expect(offer.cancellationType).toBe('Refundable');
            const first = offer.cancellation[0];
            if (first) expect(offer.payLaterUntil < first.from).toBe(true);
          }
          if (offer.cancellationType === 'Non Refundable') expect(fees[0]).toBe(offer.net);
          const discounts = offer.promotions.reduce((s, p) => s + p.discount, 0);
          expect(discounts).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('never prices a meal-supplement board below the base board', () => {
    fc.assert(
      fc.property(contractArb, stayArb, (contract, stay) => {
        const result = run(contract, stay);
        if (!result.ok) return;
        const ro = result.offers.find((o) => o.boardCode === 'RO')!;
        const bb = result.offers.find((o) => o.boardCode === 'BB')!;
        expect(bb.net).toBeGreaterThanOrEqual(ro.net);
      }),
    );
  });

  it('never lowers the price when an adult joins a room', () => {
    fc.assert(
      fc.property(contractArb, stayArb, fc.nat(), (contract, stay, pick) => {
        const index = pick % stay.rooms.length;
        const bigger = stay.rooms.map((r, i) => (i === index ? { ...r, noOfAdults: r.noOfAdults + 1 } : r));
        const a = run(contract, stay);
        const b = run(contract, stay, bigger);
        if (!a.ok || !b.ok) return;
        for (const offer of a.offers) {
          const same = b.offers.find((o) => o.boardCode === offer.boardCode)!;
          expect(same.net).toBeGreaterThanOrEqual(offer.net);
        }
      }),
    );
  });

  it('never charges less to cancel later', () => {
    fc.assert(
      fc.property(
        fc.array(ruleArb, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 40 * 24 }),
        fc.integer({ min: 0, max: 40 * 24 }),
        (rules, h1, h2) => {
          const nightly = [40_000, 55_000, 61_000].map((net, i) => ({ date: addDays('2026-11-20', i), net }));
          const at = (h: number) =>
            cancellationTerms({
              rules,
              nightly,
              rooms: 2,
              checkIn: '2026-11-20',
              timeZone: 'Europe/London',
              now: new Date(Date.parse('2026-10-15T00:00:00Z') + h * 3_600_000),
            }).feeNow;
          const [early, late] = h1 <= h2 ? [h1, h2] : [h2, h1];
          expect(at(late)).toBeGreaterThanOrEqual(at(early));
        },
      ),
    );
  });
});

describe('promotion properties', () => {
  const nightsArb = fc
    .array(money(300_000), { minLength: 1, maxLength: 30 })
    .map((nets) => nets.map((net, i) => ({ date: addDays('2026-11-01', i), net })));

  it('stay-pay frees at most (stay - pay) / stay of the stay, and exactly the free nights of full blocks', () => {
    fc.assert(
      fc.property(
        nightsArb,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        (nights, pay, extra) => {
          const stay = pay + extra;
          const promo: HotelPromotion = { type: 'stay-pay', code: 'SP', name: 'SP', priority: 1, stay, pay };
          const before = nights.reduce((s, n) => s + n.net, 0);
          const { nightly, applied } = applyPromotions([promo], nights, {
            checkIn: '2026-11-01',
            today: '2026-10-01',
          });
          const after = nightly.reduce((s, n) => s + n.net, 0);
          const discount = applied[0]?.discount ?? 0;
          expect(after).toBe(before - discount);
          expect(discount * stay).toBeLessThanOrEqual(before * extra);
          const freed = nightly.filter((n, i) => n.net === 0 && nights[i]!.net > 0).length;
          expect(freed).toBeLessThanOrEqual(Math.floor(nights.length / stay) * extra);
        },
      ),
    );
  });

  it('early booking takes at most its percentage (plus rounding) and never more than the night', () => {
    fc.assert(
      fc.property(nightsArb, fc.integer({ min: 0, max: 100 }), (nights, percent) => {
        const promo: HotelPromotion = {
          type: 'early-booking',
          code: 'EB',
          name: 'EB',
          priority: 1,
          percent,
          minDaysBefore: 0,
        };
        const before = nights.reduce((s, n) => s + n.net, 0);
        const { nightly } = applyPromotions([promo], nights, { checkIn: '2026-11-01', today: '2026-11-01' });
        const after = nightly.reduce((s, n) => s + n.net, 0);
        expect(after).toBeLessThanOrEqual(before);
        expect(Math.abs((before - after) * 100 - before * percent)).toBeLessThanOrEqual(50 * nights.length);
        nightly.forEach((n, i) => expect(n.net).toBeLessThanOrEqual(nights[i]!.net));
      }),
    );
  });
});

describe('list pricing (issue 38)', () => {
  it('gives, contract for contract and hotel for hotel, the listed fields of the whole offers', () => {
    fc.assert(
      fc.property(
        contractArb,
        contractArb,
        fc.integer({ min: 0, max: 2 }),
        stayArb,
        (first, second, priority, stay) => {
          const fromDate = addDays('2026-11-01', stay.offset);
          const toDate = addDays(fromDate, stay.nights);
          const roomType = { ...room, maxExtraBeds: 3 };
          const contracts = [first, { ...second, id: 'c2', priority }];
          const input = {
            hotel: { ...hotel, roomTypes: [roomType] },
            contracts,
            allotments: freeSale(fromDate, toDate),
            search: { fromDate, toDate, rooms: stay.rooms, nationality: 'GB' },
            now: new Date(NOW0 + stay.nowHour * 3_600_000),
          };
          const listed = (o: Omit<ContractListOffer, 'source'>) =>
            [
              o.hotelId,
              o.roomTypeId,
              o.boardCode,
              o.net,
              o.nights,
              o.rooms,
              o.cancellationType,
              o.payLaterUntil,
            ].join('|');
          for (const contract of contracts) {
            const whole = priceContract({ ...input, roomType, contract });
            const list = priceContractForList({ ...input, roomType, contract });
            expect(list?.map(listed) ?? null).toEqual(whole.ok ? whole.offers.map(listed) : null);
          }
          const whole = priceHotelContracts(input).offers.map(listed).sort();
          expect(priceHotelContractsForList(input).map(listed).sort()).toEqual(whole);
        },
      ),
    );
  });
});
