import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelAllotments, queryRows } from '@portal/db';
import { addDays, contractPack, type RateOffer } from '@portal/domain';
import { ensureHotels } from '../../modules/hotels/hotels.testing.ts';
import { hotelsWithIds } from '../../modules/hotels/content.cache.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { hotelSuppliers, SupplierRejected, type HotelSupplier, type SearchHotel } from './index.ts';
import { dualSourceHotels, guests, searchRequest } from './suppliers.testing.ts';
import {
  ALLOTMENT_DEFAULTS_TTL_MS,
  allotmentDefaults,
  type CachedContract,
  CONTRACT_CACHE_TTL_MS,
  forgetAllotmentDefaults,
  forgetContracts,
  hotelContractLists,
  packAllotmentDefaults,
} from './contract/contracts.repository.ts';

let t: TestApp;
let contract: HotelSupplier;
let hotels: SearchHotel[];

beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  contract = hotelSuppliers(
    t.deps,
    async (id) => (await hotelsWithIds(t.deps.database.db, [id])).get(id) ?? null,
  ).contract;
  hotels = await dualSourceHotels(t, 30);
});
afterAll(() => t.close());

const book = (rateKey: string, reference = `T-${randomUUID()}`) =>
  contract.book({
    rateKey,
    reference,
    holder: { firstName: 'Test', lastName: 'Holder' },
    guests: guests(1),
    now: t.deps.clock.now(),
  });

/** A contract offer on a room type whose default allotment is a count (so rooms can run out). */
async function countedOffer(days: number): Promise<RateOffer> {
  const offers = await contract.search(searchRequest(t, hotels, { days }));
  const rows = await queryRows<{ id: string }>(
    t.deps.database.db,
    sql`select room_type_id as id from hotel_allotment_defaults where type = 'count' and count >= 2`,
  );
  const counted = new Set(rows.map((r) => r.id));
  const offer = offers.find((o) => counted.has(o.roomTypeId) && !o.onRequest);
  if (!offer) throw new Error('no contract offer on a counted room type in the sample');
  return offer;
}

async function bookedNights(roomTypeId: string, from: string, nights: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < nights; i++) {
    const [row] = await t.deps.database.db
      .select({ booked: hotelAllotments.booked })
      .from(hotelAllotments)
      .where(and(eq(hotelAllotments.roomTypeId, roomTypeId), eq(hotelAllotments.date, addDays(from, i))));
    out.push(row?.booked ?? 0);
  }
  return out;
}

describe('contract inventory adapter', () => {
  it('prices the contracts of the hotels asked, per room type and board, at net', async () => {
    const offers = await contract.search(searchRequest(t, hotels));
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) {
      expect(o.source).toBe('contract');
      expect(hotels.some((h) => h.id === o.hotelId && h.roomTypes.some((r) => r.id === o.roomTypeId))).toBe(
        true,
      );
      expect(o.rateKey.startsWith('ct:GB:')).toBe(true);
    }
  });

  it("keeps a pack's default allotments by position while the defaults cache would serve them", async () => {
    const db = t.deps.database.db;
    const lists = await hotelContractLists(
      db,
      hotels.map((h) => h.id),
    );
    const packs = hotels.flatMap((h) => {
      const list = lists.get(h.id) ?? [];
      return list.length > 0 ? [contractPack(h, list)] : [];
    });
    const ids = packs.flatMap((p) => p.roomTypeIds);
    expect(ids.length).toBeGreaterThan(0);
    forgetAllotmentDefaults(db);
    const at = Date.now();
    const expected = await allotmentDefaults(db, ids, at);
    // A second later: the values read at `at` are kept no longer than from `at`.
    const first = await packAllotmentDefaults(db, packs, at + 1_000);
    packs.forEach((pack, i) =>
      pack.roomTypeIds.forEach((id, rt) => expect(first[i]![rt]).toEqual(expected.get(id) ?? null)),
    );
    // A room type with a counted default, changed behind the cache.
    const i = packs.findIndex((p, i) => first[i]!.some((d) => d?.type === 'count'));
    const rt = first[i]!.findIndex((d) => d?.type === 'count');
    const id = packs[i]!.roomTypeIds[rt]!;
    const count = first[i]![rt]!.count;
    const setCount = (n: number) =>
      db.execute(sql`update hotel_allotment_defaults set count = ${n} where room_type_id = ${id}`);
    try {
      await setCount(count + 7);
      // Within the defaults' age: the values kept (as allotmentDefaults would answer them).
      expect((await packAllotmentDefaults(db, packs, at + 2_000))[i]![rt]!.count).toBe(count);
      expect((await allotmentDefaults(db, [id], at + 2_000)).get(id)!.count).toBe(count);
      // Past it: read again.
      expect((await packAllotmentDefaults(db, packs, at + ALLOTMENT_DEFAULTS_TTL_MS))[i]![rt]!.count).toBe(
        count + 7,
      );
      // The cache forgotten (an inventory change): read again at once.
      await setCount(count + 8);
      forgetAllotmentDefaults(db);
      expect(
        (await packAllotmentDefaults(db, packs, at + ALLOTMENT_DEFAULTS_TTL_MS + 1))[i]![rt]!.count,
      ).toBe(count + 8);
    } finally {
      await setCount(count);
      forgetAllotmentDefaults(db);
    }
  });

  it("keeps a hotel's contract list object through the minute's reload while its contracts are the same", async () => {
    const db = t.deps.database.db;
    forgetContracts(db);
    const ids = hotels.map((h) => h.id);
    const at = Date.now();
    const first = await hotelContractLists(db, ids, at);
    const changed = ids.find((id) => (first.get(id)?.length ?? 0) > 0)!;
    const [{ contract: one }] = first.get(changed)! as [CachedContract];
    // Reloaded past the minute, nothing changed: every list is the object held (its pack is kept).
    const second = await hotelContractLists(db, ids, at + CONTRACT_CACHE_TTL_MS + 1);
    for (const id of ids) expect(second.get(id)).toBe(first.get(id));
    // One contract changed behind the cache (no feed here): that hotel's list is a new one, read
    // again; the other hotels keep theirs.
    await db.execute(sql`update hotel_contracts set priority = priority + 1 where id = ${one.id}`);
    try {
      const third = await hotelContractLists(db, ids, at + 2 * CONTRACT_CACHE_TTL_MS + 2);
      expect(third.get(changed)).not.toBe(first.get(changed));
      expect(third.get(changed)!.find((c) => c.contract.id === one.id)!.contract.priority).toBe(
        one.priority + 1,
      );
      for (const id of ids) if (id !== changed) expect(third.get(id)).toBe(first.get(id));
    } finally {
      await db.execute(sql`update hotel_contracts set priority = priority - 1 where id = ${one.id}`);
      forgetContracts(db);
    }
  });

  it('rechecks at the same net; an unknown or forged key is sold out, not an error', async () => {
    const offer = await countedOffer(50);
    expect(await contract.recheck(offer.rateKey, t.deps.clock.now())).toMatchObject({
      status: 'available',
      offer: { net: offer.net, boardCode: offer.boardCode },
    });
    for (const key of [
      'nonsense',
      'ct:GB:contract|x|y|z|BB|2030-01-01|2030-01-02|2',
      `ct:GB:${'x'.repeat(40)}`,
    ]) {
      expect((await contract.recheck(key, t.deps.clock.now())).status).toBe('sold-out');
    }
  });

  it('takes the rooms off the allotment once per reference and gives them back on cancel', async () => {
    const offer = await countedOffer(55);
    const from = offer.nightly[0]!.date;
    const before = await bookedNights(offer.roomTypeId, from, offer.nights);
    const reference = `T-${randomUUID()}`;
    const booking = await book(offer.rateKey, reference);
    await book(offer.rateKey, reference);
    expect(booking).toMatchObject({ status: 'confirmed', net: offer.net, roomTypeId: offer.roomTypeId });
    expect(await bookedNights(offer.roomTypeId, from, offer.nights)).toEqual(before.map((b) => b + 1));
    expect(await contract.get(reference)).toMatchObject({ supplierReference: booking.supplierReference });

    const quote = await contract.cancelQuote(reference, t.deps.clock.now());
    expect(quote.cancellable).toBe(true);
    const cancelled = await contract.cancel(reference, t.deps.clock.now());
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationFee: quote.fee });
    await contract.cancel(reference, t.deps.clock.now());
    expect(await bookedNights(offer.roomTypeId, from, offer.nights)).toEqual(before);
  });

  it('sells the last room once when two agents book it at the same time', async () => {
    const offer = await countedOffer(60);
    const from = offer.nightly[0]!.date;
    const booked = await bookedNights(offer.roomTypeId, from, offer.nights);
    // One room left on every night of the stay.
    for (let i = 0; i < offer.nights; i++) {
      await t.deps.database.db
        .insert(hotelAllotments)
        .values({
          roomTypeId: offer.roomTypeId,
          date: addDays(from, i),
          type: 'count',
          count: booked[i]! + 1,
          booked: booked[i]!,
        })
        .onConflictDoUpdate({
          target: [hotelAllotments.roomTypeId, hotelAllotments.date],
          set: { type: 'count', count: booked[i]! + 1 },
        });
    }
    const results = await Promise.allSettled([book(offer.rateKey), book(offer.rateKey), book(offer.rateKey)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(SupplierRejected);
    expect(await bookedNights(offer.roomTypeId, from, offer.nights)).toEqual(booked.map((b) => b + 1));
    // Sold out now: the search no longer offers the room type for these nights.
    const again = await contract.search(searchRequest(t, hotels, { days: 60 }));
    expect(again.some((o) => o.roomTypeId === offer.roomTypeId)).toBe(false);
  });
});
