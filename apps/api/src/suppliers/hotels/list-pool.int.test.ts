import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, plainDateIn } from '@portal/domain';
import { hotelsOfDestination } from '../../modules/hotels/content.cache.ts';
import { biggestCity, ensureHotels, markupBuyers, mixedRooms } from '../../modules/hotels/hotels.testing.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { listRowsOf, type HotelSearchRequest, type SearchHotel } from './supplier.ts';
import { contractAdapter } from './contract/adapter.ts';
import { forgetContractInventory } from './contract/forget.ts';
import { listPricingPool, type ListPricingPool } from './list-pool.ts';
import { bedbankCatalogue } from './bedbank/catalogue.ts';
import { rateSummaryRows, type BedbankStay } from './bedbank/rates.ts';
import { sandboxBedbank } from './bedbank/sandbox-bedbank.ts';
import { hotelSuppliers } from './index.ts';
import { listEntries, listPricer } from '../../modules/hotels/list-pricing.ts';
import { searchEachSupplierForList } from '../../modules/hotels/offers.ts';
import { packList } from '../../modules/hotels/stored-list-pack.ts';

/**
 * ADR 0038: the list's contract walk in worker threads gives the inline walk's rows, row for row,
 * over a sample of new stays of the seed's largest city; after a contract edit (the worker's mirror
 * follows the contract cache); and when a worker cannot take a search (it is priced inline). ADR
 * 0050: the sandbox bedbank's walk of a list in the same workers gives the inline walk's summaries,
 * and a list's entries grouped, priced and packed there are listEntries' and packList's own.
 */
let t: TestApp;
let hotels: readonly SearchHotel[];
const pools: ListPricingPool[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  hotels = await hotelsOfDestination(t.deps.database.db, 'CITY', (await biggestCity(t)).id);
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  await t.close();
});

/** A pool whose answers are counted: `inWorker` rows answered, `inline` searches handed back. */
function countedPool(size: number, jobTimeoutMs?: number) {
  const failures: string[] = [];
  const pool = listPricingPool({ size, onFailure: (message) => failures.push(message), jobTimeoutMs });
  pools.push(pool);
  const counts = {
    inWorker: 0,
    inline: 0,
    failures,
    bedbank: { inWorker: 0, inline: 0 },
    entries: { inWorker: 0, inline: 0 },
  };
  const counted: ListPricingPool = {
    ...pool,
    async price(pricing) {
      const rows = await pool.price(pricing);
      if (rows) counts.inWorker++;
      else counts.inline++;
      return rows;
    },
    async bedbankSummaries(pricing) {
      const rows = await pool.bedbankSummaries(pricing);
      if (rows) counts.bedbank.inWorker++;
      else counts.bedbank.inline++;
      return rows;
    },
    async entries(pricing) {
      const priced = await pool.entries(pricing);
      if (priced) counts.entries.inWorker++;
      else counts.entries.inline++;
      return priced;
    },
  };
  return { pool: counted, counts };
}

function adapters(pool: ListPricingPool) {
  const db = t.deps.database.db;
  const hotel = async (id: string) => hotels.find((h) => h.id === id) ?? null;
  return { inline: contractAdapter({ db, hotel }), pooled: contractAdapter({ db, hotel, listPool: pool }) };
}

/** New stays: check-in 1-300 days ahead, 1-14 nights, 1-3 rooms of mixed parties (the same on every run). */
function stays(count: number): HotelSearchRequest[] {
  let seed = 380;
  const pick = (n: number) => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return (seed >>> 8) % n;
  };
  const now = t.deps.clock.now();
  const today = plainDateIn(now);
  return Array.from({ length: count }, (_, i) => {
    const days = i === 0 ? 0 : 1 + pick(300);
    const rooms = mixedRooms(pick);
    return {
      hotels,
      fromDate: addDays(today, days),
      toDate: addDays(today, days + 1 + pick(14)),
      rooms,
      nationality: ['GB', 'AE', 'IN', 'US', 'SA', 'RU'][pick(6)]!,
      now,
    };
  });
}

async function bothRows(a: ReturnType<typeof adapters>, request: HotelSearchRequest) {
  const [inline, pooled] = await Promise.all([a.inline.searchList!(request), a.pooled.searchList!(request)]);
  return { inline: listRowsOf(inline), pooled: listRowsOf(pooled) };
}

describe('the list pricing workers', () => {
  it("give the inline walk's rows for every stay, several searches at once", async () => {
    const { pool, counts } = countedPool(2);
    const a = adapters(pool);
    const sample = stays(16);
    let rows = 0;
    for (let i = 0; i < sample.length; i += 4) {
      const answers = await Promise.all(sample.slice(i, i + 4).map((s) => bothRows(a, s)));
      for (const { inline, pooled } of answers) {
        expect(pooled).toEqual(inline);
        rows += inline.length;
      }
    }
    expect(counts).toMatchObject({ inWorker: 16, inline: 0, failures: [] });
    expect(rows).toBeGreaterThan(16 * 100);
    const heaps = await pool.heaps();
    expect(heaps.map((h) => h.mirrored).reduce((x, y) => x + y)).toBeGreaterThan(0);
  });

  it("follow a contract edit (the worker's mirror takes the contract cache's new list)", async () => {
    const { pool, counts } = countedPool(1);
    const [request] = stays(1);
    const before = await bothRows(adapters(pool), request!);
    const edited = before.inline[0]!.hotelId;
    // Every season of the hotel's contracts 7 minor units dearer a night, outside the services.
    await t.deps.database.db.execute(sql`
      update hotel_contracts set seasons = (
        select jsonb_agg(s || jsonb_build_object('roomPrice', (s->>'roomPrice')::bigint + 7))
        from jsonb_array_elements(seasons) s)
      where hotel_id = ${edited}`);
    forgetContractInventory(t.deps.database.db);
    // New adapters (no answers kept), the same pool: the worker still mirrors the old list.
    const after = await bothRows(adapters(pool), request!);
    expect(after.pooled).toEqual(after.inline);
    const nets = (rows: typeof before.inline) => rows.filter((r) => r.hotelId === edited).map((r) => r.net);
    expect(nets(after.inline).length).toBeGreaterThan(0);
    expect(nets(after.inline)).not.toEqual(nets(before.inline));
    expect(after.inline.filter((r) => r.hotelId !== edited)).toEqual(
      before.inline.filter((r) => r.hotelId !== edited),
    );
    expect(counts.inWorker).toBe(2);
  });

  it('hand a search back to be priced inline when a worker fails, and start another', async () => {
    // No time at all for a job: the worker is ended before it answers.
    const { pool, counts } = countedPool(1, 0);
    const a = adapters(pool);
    const [first, second] = stays(2);
    for (const request of [first!, second!]) {
      const { inline, pooled } = await bothRows(a, request);
      expect(pooled).toEqual(inline);
    }
    expect(counts.inline).toBe(2);
    const [one, two] = counts.failures.map(
      (m) => /^hotel list pricing worker (\d+) took over 0 ms; 1 search/.exec(m)?.[1],
    );
    expect(one).toBeDefined();
    expect(two).toBeDefined();
    expect(two).not.toBe(one);
  });

  it('price inline once closed', async () => {
    const { pool, counts } = countedPool(1);
    const a = adapters(pool);
    await pool.close();
    const [request] = stays(1);
    const { inline, pooled } = await bothRows(a, { ...request!, nationality: 'DE' });
    expect(pooled).toEqual(inline);
    expect(counts).toMatchObject({ inWorker: 0, inline: 1, failures: [] });
  });
});

describe("the sandbox bedbank's list walk in the workers", () => {
  const bedbankStays = (): BedbankStay[] =>
    stays(12).map((s) => ({
      checkIn: s.fromDate,
      checkOut: s.toDate,
      occupancies: s.rooms,
      nationality: s.nationality,
    }));

  it("gives the inline walk's summary rows for every stay, list and seed", async () => {
    const { pool, counts } = countedPool(2);
    const catalogue = [...(await bedbankCatalogue(t.deps.database.db)).values()];
    const lists = [catalogue.slice(0, 400), catalogue.slice(200)];
    const now = t.deps.clock.now();
    let rows = 0;
    for (const stay of bedbankStays())
      for (const hotels of lists) {
        const [pooled] = await Promise.all([
          pool.bedbankSummaries({ seed: 'pool-test', hotels, stay, now }),
          pool.bedbankSummaries({ seed: 'pool-test', hotels, stay, now }),
        ]);
        const inline = rateSummaryRows('pool-test', hotels, stay, now);
        expect(pooled).toEqual(inline);
        rows += inline.length;
      }
    expect(rows).toBeGreaterThan(1_000);
    expect(counts.bedbank).toEqual({ inWorker: 48, inline: 0 });
    // More lists than a worker mirrors (16): it empties its mirror and takes them again.
    const [first] = bedbankStays();
    for (let i = 0; i < 20; i++) {
      const hotels = catalogue.slice(i * 10, i * 10 + 10);
      for (let again = 0; again < 2; again++)
        expect(await pool.bedbankSummaries({ seed: 'pool-test', hotels, stay: first!, now })).toEqual(
          rateSummaryRows('pool-test', hotels, first!, now),
        );
    }
    expect(counts.bedbank).toEqual({ inWorker: 88, inline: 0 });
    // Another seed over a list the workers hold: its own prices.
    const [stay] = bedbankStays();
    const other = await pool.bedbankSummaries({ seed: 'other', hotels: lists[0]!, stay: stay!, now });
    expect(other).toEqual(rateSummaryRows('other', lists[0]!, stay!, now));
    expect(other!.nets).not.toEqual(rateSummaryRows('pool-test', lists[0]!, stay!, now).nets);
  });

  it("is the sandbox's list answer (and inline when a worker fails)", async () => {
    const db = t.deps.database.db;
    const codes = [...(await bedbankCatalogue(db)).keys()].slice(0, 300);
    const now = t.deps.clock.now();
    const inline = sandboxBedbank({ db, seed: 'pool-test', latencyMs: 0, hangMs: 0 });
    for (const jobTimeoutMs of [undefined, 0]) {
      const { pool, counts } = countedPool(1, jobTimeoutMs);
      const pooled = sandboxBedbank({ db, seed: 'pool-test', latencyMs: 0, hangMs: 0, pool });
      for (const stay of bedbankStays().slice(0, 4))
        expect(await pooled.availabilitySummary(codes, stay, now)).toEqual(
          await inline.availabilitySummary(codes, stay, now),
        );
      expect(counts.bedbank).toEqual(
        jobTimeoutMs === 0 ? { inWorker: 0, inline: 4 } : { inWorker: 4, inline: 0 },
      );
    }
  });
});

describe("a list's entries in the workers", () => {
  const criteriaOf = (stay: HotelSearchRequest) => ({
    ...stay,
    rooms: [...stay.rooms],
    priceType: 'all' as const,
  });

  it("are listEntries' and packList's own for every stay and buyer; other hotels' answers stay inline", async () => {
    const { pool, counts } = countedPool(1);
    const inline = hotelSuppliers(t.deps, async (id) => hotels.find((h) => h.id === id) ?? null);
    const both = [inline.contract, inline.bedbank!];
    const log = { warn: () => undefined };
    let entries = 0;
    for (const stay of stays(6)) {
      const answers = await searchEachSupplierForList(both, hotels, criteriaOf(stay), stay.now, log);
      for (const markups of markupBuyers(hotels)) {
        const pooled = await pool.entries({ hotels, answers, markups, markupsKey: JSON.stringify(markups) });
        const expected = listEntries(hotels, answers, markups);
        expect(pooled!.list).toEqual(expected);
        expect(pooled!.packed).toEqual(await packList(expected));
        entries += expected.boards.length;
      }
      // The priced list memo with the pool: the same list, already packed.
      const [markups] = markupBuyers(hotels);
      const viaPool = await listPricer(() => pool)(hotels, answers, markups!);
      expect(viaPool.stored).toEqual(listEntries(hotels, answers, markups!));
      expect(await viaPool.packed).toEqual(await packList(viaPool.stored));
    }
    expect(entries).toBeGreaterThan(1_000);
    expect(counts.entries).toEqual({ inWorker: 24, inline: 0 });
    // Columns over another array of the same hotels: not the job's hotels, so grouped inline.
    const [stay] = stays(1);
    const answers = await searchEachSupplierForList(both, hotels, criteriaOf(stay!), stay!.now, log);
    const [markups] = markupBuyers(hotels);
    const other = { hotels: [...hotels], answers, markups: markups!, markupsKey: JSON.stringify(markups) };
    expect(await pool.entries(other)).toBeNull();
    expect(counts.entries).toEqual({ inWorker: 24, inline: 1 });
  });

  it('stay right over more hotels arrays than a worker mirrors (8), each asked twice', async () => {
    const { pool, counts } = countedPool(1);
    const inline = hotelSuppliers(t.deps, async (id) => hotels.find((h) => h.id === id) ?? null);
    const both = [inline.contract, inline.bedbank!];
    const log = { warn: () => undefined };
    const [stay] = stays(1);
    const buyers = markupBuyers(hotels);
    for (let i = 0; i < 10; i++) {
      const list = hotels.slice(i * 20, i * 20 + 20);
      const answers = await searchEachSupplierForList(both, list, criteriaOf(stay!), stay!.now, log);
      for (const markups of [buyers[1]!, buyers[2]!]) {
        const pricing = { hotels: list, answers, markups, markupsKey: JSON.stringify(markups) };
        expect((await pool.entries(pricing))!.list).toEqual(listEntries(list, answers, markups));
      }
    }
    expect(counts.entries).toEqual({ inWorker: 20, inline: 0 });
  });
});
