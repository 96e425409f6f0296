import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween, plainDateIn, type RateOffer, type RoomPax } from '@portal/domain';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  hotelSuppliers,
  listRowsOf,
  type ListAnswer,
  type ListRow,
  type SearchHotel,
} from '../../suppliers/hotels/index.ts';
import { bedbankAdapter } from '../../suppliers/hotels/bedbank/adapter.ts';
import type { BedbankSummaries } from '../../suppliers/hotels/bedbank/rates.ts';
import { hotelsOfDestination, hotelsWithIds } from './content.cache.ts';
import { biggestCity, ensureHotels, markupBuyers, mixedRooms } from './hotels.testing.ts';
import { listEntries, listPricer } from './list-pricing.ts';
import type { HotelMarkupRows } from './markup-layers.ts';
import { priceOffers, searchEachSupplierForList } from './offers.ts';
import { hotelsOfList, type StoredHotel } from './stored-list.ts';

/**
 * Issue 38: a list search prices ListOffers (suppliers' `searchList`) instead of whole offers. The
 * reference is the path every list search took before: each supplier's whole offers (`search`)
 * through listEntries. Over a sample of stays (check-in 1-300 days ahead, 1-14 nights, 1-3 rooms
 * of mixed parties, several nationalities) and buyers (markup sets on every layer), the stored list
 * must be the same, and so must every offer's listed fields (its terms as the list's flags).
 */
const clock = fixedClock(new Date());
let t: TestApp;
let hotels: readonly SearchHotel[];

beforeAll(async () => {
  t = await buildTestApp({ clock });
  await ensureHotels(t);
  const city = await biggestCity(t);
  hotels = await hotelsOfDestination(t.deps.database.db, 'CITY', city.id);
});
afterAll(() => t.close());

/** mulberry32: the same sample on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Stay {
  fromDate: string;
  toDate: string;
  rooms: RoomPax[];
  nationality: string;
}

function stays(count: number, seed = 38): Stay[] {
  const random = generator(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const today = plainDateIn(clock.now());
  const nationalities = ['GB', 'AE', 'IN', 'US', 'SA', 'DE', 'RU', 'CN'];
  const out: Stay[] = [];
  for (let i = 0; i < count; i++) {
    // The first stays start within days: flexible rates past their free window (partly refundable).
    const days = i < 3 ? i : 1 + pick(300);
    const nights = 1 + pick(14);
    const rooms = mixedRooms(pick);
    out.push({
      fromDate: addDays(today, days),
      toDate: addDays(today, days + nights),
      rooms,
      nationality: nationalities[pick(nationalities.length)]!,
    });
  }
  return out;
}

const listed = (o: ListRow) =>
  [o.source, o.hotelId, o.roomTypeId, o.boardCode, o.net, o.nights, o.rooms, o.flags].join('|');

/** Both suppliers asked both ways for each stay; the listed fields and every buyer's stored list compared. */
async function compare(sample: readonly Stay[], list: readonly SearchHotel[] = hotels) {
  const suppliers = hotelSuppliers(
    t.deps,
    async (id) => (await hotelsWithIds(t.deps.database.db, [id])).get(id) ?? null,
  );
  const both = [suppliers.contract, suppliers.bedbank!];
  const now = clock.now();
  let offersCompared = 0;
  const kinds = new Set<string>();
  for (const stay of sample) {
    const request = { hotels: list, ...stay, now };
    const whole: RateOffer[] = [];
    const lean: ListAnswer[] = [];
    for (const supplier of both) {
      whole.push(...(await supplier.search(request)));
      lean.push(await supplier.searchList!(request));
    }
    expect(lean.flatMap(listRowsOf).map(listed).sort(), JSON.stringify(stay)).toEqual(
      listRowsOf(whole).map(listed).sort(),
    );
    for (const markups of markupBuyers(hotels)) {
      expect(listEntries(list, lean, markups), JSON.stringify(stay)).toEqual(
        listEntries(list, [whole], markups),
      );
    }
    offersCompared += whole.length;
    for (const o of whole) kinds.add(`${o.source} ${o.cancellationType} ${o.payLaterUntil !== null}`);
  }
  return { offersCompared, kinds };
}

/**
 * Today's list, rate by rate: every whole offer priced alone through the pipeline (priceOffers, as
 * the single-hotel view prices), then per hotel and board / refundable / pay-later the cheapest
 * agent price (the lower sell price on a tie), the dearest agent price, the number of rates and the
 * sources. The oracle of the list search's pricing however it is computed (issue 38).
 */
function referenceList(
  list: readonly SearchHotel[],
  offers: readonly RateOffer[],
  markups: HotelMarkupRows,
): StoredHotel[] {
  const byHotel = priceOffers(offers, new Map(list.map((h) => [h.id, h])), markups);
  const boards = ['RO', 'BB', 'HB', 'FB', 'AI'];
  const out: StoredHotel[] = [];
  for (const hotel of list) {
    const priced = byHotel.get(hotel.id);
    if (!priced) continue;
    const best = new Map<number, StoredHotel['r'][number]>();
    let max = 0;
    let sources = 0;
    for (const { offer, breakdown } of priced) {
      const flags =
        (offer.cancellationType === 'Refundable' ? 1 : 0) | (offer.payLaterUntil !== null ? 2 : 0);
      const slot = Math.max(0, boards.indexOf(offer.boardCode)) * 4 + flags;
      const held = best.get(slot);
      const { agentPrice, sellPrice } = breakdown;
      if (!held || agentPrice < held[1] || (agentPrice === held[1] && sellPrice < held[2]))
        best.set(slot, [offer.boardCode, agentPrice, sellPrice, flags]);
      max = Math.max(max, agentPrice);
      sources |= offer.source === 'contract' ? 1 : 2;
    }
    const r = [...best.entries()].sort(([a, x], [b, y]) => x[1] - y[1] || a - b).map(([, entry]) => entry);
    out.push({ h: hotel.id, r, x: max, n: priced.length, o: sources });
  }
  return out;
}

// Each case prices thousands of offers twice (the list and the reference, rate by rate): alone some
// 15-20 s, so a suite sharing two busy cores gets three times the int project's 60 s.
describe('list offers (issue 38)', { timeout: 180_000 }, () => {
  it("price every stay for every buyer as today's pricing does, rate by rate", async () => {
    const suppliers = hotelSuppliers(
      t.deps,
      async (id) => (await hotelsWithIds(t.deps.database.db, [id])).get(id) ?? null,
    );
    const both = [suppliers.contract, suppliers.bedbank!];
    const priceList = listPricer();
    const log = { warn: () => undefined };
    let hotelsCompared = 0;
    for (const stay of stays(8, 4242)) {
      const now = clock.now();
      const whole: RateOffer[] = [];
      for (const supplier of both) whole.push(...(await supplier.search({ hotels, ...stay, now })));
      const answers = await searchEachSupplierForList(both, hotels, { ...stay, priceType: 'all' }, now, log);
      for (const markups of markupBuyers(hotels)) {
        const expected = referenceList(hotels, whole, markups);
        expect(
          hotelsOfList((await priceList(hotels, answers, markups)).stored),
          JSON.stringify(stay),
        ).toEqual(expected);
        hotelsCompared += expected.length;
      }
    }
    expect(hotelsCompared).toBeGreaterThan(8 * 3 * 300);
  }, 300_000);

  it('give the same stored list as whole offers for every stay and buyer, offer for offer', async () => {
    const { offersCompared, kinds } = await compare(stays(12));
    // The sample reaches both sources and every kind of terms a list tells apart.
    expect(offersCompared).toBeGreaterThan(10_000);
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'bedbank Non Refundable false',
        'bedbank Refundable true',
        'bedbank Partially Refundable false',
        'contract Refundable true',
        'contract Non Refundable false',
      ]),
    );
  });

  it('stay the same with stop sales, bookings, closed arrivals and changed counts in the stays', async () => {
    // The contract list prices from each room type's stock over the stay (contract-grid.ts), the
    // whole offers from every night: nights that differ from the defaults, on the sampled stays'
    // own dates, for every third room type of the city.
    const sample = stays(10, 2026);
    const roomTypes = hotels.flatMap((h) => h.roomTypes.map((r) => r.id)).filter((_, i) => i % 3 === 0);
    const kinds = ['stop-sale', 'booked', 'closed', 'count', 'on-request'] as const;
    let rows = 0;
    for (const [i, stay] of sample.entries()) {
      const nights = daysBetween(stay.fromDate, stay.toDate);
      const ids = roomTypes.filter((_, j) => j % sample.length === i);
      for (const [j, id] of ids.entries()) {
        const kind = kinds[j % kinds.length]!;
        const date = kind === 'closed' ? stay.fromDate : addDays(stay.fromDate, j % nights);
        const type =
          kind === 'stop-sale'
            ? 'stop-sale'
            : kind === 'on-request'
              ? 'on-request'
              : kind === 'count'
                ? 'count'
                : null;
        const count = kind === 'count' ? j % 3 : null;
        const booked = kind === 'booked' ? 1 + (j % 4) : 0;
        await t.deps.database.db.execute(
          sql`insert into hotel_allotments (room_type_id, date, type, count, booked, closed_to_arrival)
              values (${id}, ${date}, ${type}, ${count}, ${booked}, ${kind === 'closed'})
              on conflict (room_type_id, date) do update set type = excluded.type, count = excluded.count,
                booked = excluded.booked, closed_to_arrival = excluded.closed_to_arrival`,
        );
        rows += 1;
      }
    }
    expect(rows).toBeGreaterThan(500);
    const { offersCompared } = await compare(sample);
    expect(offersCompared).toBeGreaterThan(5_000);
  });

  it('stay the same when our records no longer map some of the rooms the bedbank sells', async () => {
    // The bedbank answers from its own catalogue; rows of rooms our records no longer map are dropped
    // (every column alike) - here the first room of every other hotel.
    const unmapped = hotels.map((h, i) =>
      i % 2 === 0
        ? h
        : { ...h, roomTypes: h.roomTypes.map((r, j) => (j === 0 ? { ...r, bedbankCode: null } : r)) },
    );
    const { offersCompared } = await compare(stays(3, 77), unmapped);
    expect(offersCompared).toBeGreaterThan(1_000);
  });

  it('stay the same whatever order the bedbank lists its hotels and rooms in, and ours ours', async () => {
    // The adapter walks an answer in the order it asked (copyRows); a bedbank that answers in
    // another order, or our records listing a hotel's rooms in another order than the bedbank's,
    // are mapped by their codes all the same. Our records: every third hotel's rooms reversed.
    const list = hotels.map((h, i) => (i % 3 === 0 ? { ...h, roomTypes: [...h.roomTypes].reverse() } : h));
    const { sandbox } = hotelSuppliers(
      t.deps,
      async (id) => (await hotelsWithIds(t.deps.database.db, [id])).get(id) ?? null,
    );
    const remote = sandbox!;
    const backwards = bedbankAdapter({
      db: t.deps.database.db,
      remote: {
        ...remote,
        availabilitySummary: async (...args: Parameters<typeof remote.availabilitySummary>) =>
          reversed(await remote.availabilitySummary(...args)),
      },
      searchTimeoutMs: 10_000,
      callTimeoutMs: 1_500,
    });
    const now = clock.now();
    let rows = 0;
    // Twice over the same lists: the second round matches the answers' codes as the first left them.
    for (const round of [1, 2])
      for (const stay of stays(3, 91 + round)) {
        for (const records of [list, hotels]) {
          const request = { hotels: records, ...stay, now };
          const whole = listRowsOf(await backwards.search(request))
            .map(listed)
            .sort();
          expect(
            listRowsOf(await backwards.searchList!(request))
              .map(listed)
              .sort(),
            JSON.stringify(stay),
          ).toEqual(whole);
          rows += whole.length;
        }
      }
    expect(rows).toBeGreaterThan(10_000);
  });
});

/** A summary answer with its hotels, and each hotel's room types, in the reverse order. */
function reversed(answer: BedbankSummaries): BedbankSummaries {
  const hotelCodes: string[] = [];
  const payLaterUntil: (string | null)[] = [];
  const hotelRooms = [0];
  const roomCodes: string[] = [];
  const roomRows = [0];
  const rows: number[] = [];
  for (let h = answer.hotels - 1; h >= 0; h--) {
    hotelCodes.push(answer.hotelCodes[h]!);
    payLaterUntil.push(answer.payLaterUntil[h]!);
    for (let k = answer.hotelRooms[h + 1]! - 1; k >= answer.hotelRooms[h]!; k--) {
      roomCodes.push(answer.roomCodes[k]!);
      for (let i = answer.roomRows[k]!; i < answer.roomRows[k + 1]!; i++) rows.push(i);
      roomRows.push(rows.length);
    }
    hotelRooms.push(roomCodes.length);
  }
  return {
    hotels: answer.hotels,
    hotelCodes,
    payLaterUntil,
    hotelRooms: Int32Array.from(hotelRooms),
    rooms: answer.rooms,
    roomCodes,
    roomRows: Int32Array.from(roomRows),
    length: answer.length,
    boards: Uint8Array.from(rows, (i) => answer.boards[i]!),
    rateClasses: Uint8Array.from(rows, (i) => answer.rateClasses[i]!),
    nets: Float64Array.from(rows, (i) => answer.nets[i]!),
    terms: Uint8Array.from(rows, (i) => answer.terms[i]!),
  };
}
