import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureHotels } from '../../modules/hotels/hotels.testing.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { sandboxBedbank } from './bedbank/sandbox-bedbank.ts';
import {
  hotelSuppliers,
  nationalityFor,
  SupplierRejected,
  SupplierTimeout,
  type HotelSupplier,
  type SearchHotel,
} from './index.ts';
import { dualSourceHotels, guests, searchRequest } from './suppliers.testing.ts';

let t: TestApp;
let bedbank: HotelSupplier;
let hotels: SearchHotel[];

beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  const suppliers = hotelSuppliers(t.deps, async () => null);
  if (!suppliers.bedbank) throw new Error('the sandbox bedbank is not mounted in tests');
  bedbank = suppliers.bedbank;
  hotels = await dualSourceHotels(t, 15);
});
afterAll(() => t.close());

const book = (rateKey: string, reference = `T-${randomUUID()}`) =>
  bedbank.book({
    rateKey,
    reference,
    holder: { firstName: 'Test', lastName: 'Holder' },
    guests: guests(1),
    now: t.deps.clock.now(),
  });

async function firstRate(nationality = 'GB', pick: (k: string) => boolean = () => true) {
  const offers = await bedbank.search(searchRequest(t, hotels, { nationality }));
  const offer = offers.find((o) => o.cancellationType === 'Refundable' && pick(o.rateKey));
  if (!offer) throw new Error('no refundable bedbank rate in the sample');
  return offer;
}

describe('sandbox bedbank search', () => {
  it('serves our hotels under its own codes, mapped back to our hotel and room type ids', async () => {
    const offers = await bedbank.search(searchRequest(t, hotels));
    expect(offers.length).toBeGreaterThan(hotels.length);
    for (const offer of offers) {
      const hotel = hotels.find((h) => h.id === offer.hotelId);
      expect(hotel).toBeDefined();
      expect(hotel?.roomTypes.some((r) => r.id === offer.roomTypeId && r.bedbankCode)).toBe(true);
      expect(offer.source).toBe('bedbank');
      expect(offer.nightly.reduce((s, n) => s + n.net, 0)).toBe(offer.net);
      expect(offer.rateKey).toContain(`|${hotel?.bedbankCode}|`);
    }
  });

  it('prices the same rate the same on every call and every node, and by the seed', async () => {
    const request = searchRequest(t, hotels, {
      rooms: [{ noOfAdults: 2, noOfChildren: 1, childrenAges: [6] }],
    });
    const codes = hotels.flatMap((h) => (h.bedbankCode ? [h.bedbankCode] : []));
    const stay = {
      checkIn: request.fromDate,
      checkOut: request.toDate,
      occupancies: request.rooms,
      nationality: 'GB',
    };
    const options = { db: t.deps.database.db, latencyMs: 0, hangMs: 0 };
    const nodeA = sandboxBedbank({ ...options, seed: 'seed-1' });
    const nodeB = sandboxBedbank({ ...options, seed: 'seed-1' });
    const other = sandboxBedbank({ ...options, seed: 'seed-2' });
    const a = await nodeA.availability(codes, stay, request.now);
    const b = await nodeB.availability(codes, stay, request.now);
    const c = await other.availability(codes, stay, request.now);
    expect(a.map((r) => [r.rateKey, r.net])).toEqual(b.map((r) => [r.rateKey, r.net]));
    expect(a.map((r) => r.net)).not.toEqual(c.map((r) => r.net));
  });

  it('offers a rate only in room types that seat every room of the party', async () => {
    const big = { noOfAdults: 8, noOfChildren: 4, childrenAges: [1, 2, 3, 4] };
    const offers = await bedbank.search(searchRequest(t, hotels, { rooms: [big] }));
    for (const offer of offers) {
      const room = hotels.flatMap((h) => h.roomTypes).find((r) => r.id === offer.roomTypeId);
      expect(room && room.maxAdults >= 8 && room.maxOccupancy >= 12).toBe(true);
    }
  });
});

describe('sandbox bedbank recheck, booking and cancellation', () => {
  it('rechecks a rate at the same price, and books it once per reference', async () => {
    const offer = await firstRate();
    const checked = await bedbank.recheck(offer.rateKey, t.deps.clock.now());
    expect(checked).toMatchObject({ status: 'available', offer: { net: offer.net, rateKey: offer.rateKey } });
    const reference = `T-${randomUUID()}`;
    const first = await book(offer.rateKey, reference);
    const again = await book(offer.rateKey, reference);
    expect(first).toMatchObject({ status: 'confirmed', net: offer.net, hotelId: offer.hotelId, reference });
    expect(again.supplierReference).toBe(first.supplierReference);
    expect(await bedbank.get(reference)).toMatchObject({ supplierReference: first.supplierReference });
    expect(await bedbank.get(`T-${randomUUID()}`)).toBeNull();
  });

  it('price change at recheck (AQ): a dearer rate with a new key; the old key no longer books', async () => {
    const offer = await firstRate(nationalityFor('price-change'));
    const checked = await bedbank.recheck(offer.rateKey, t.deps.clock.now());
    if (checked.status !== 'available') throw new Error('expected a rate');
    expect(checked.offer.net).toBeGreaterThan(offer.net);
    expect(checked.offer.rateKey).not.toBe(offer.rateKey);
    await expect(book(offer.rateKey)).rejects.toBeInstanceOf(SupplierRejected);
    await expect(book(checked.offer.rateKey)).resolves.toMatchObject({ net: checked.offer.net });
  });

  it('sold out at recheck (BV), refused booking (HM)', async () => {
    const soldOut = await firstRate(nationalityFor('sold-out'));
    expect((await bedbank.recheck(soldOut.rateKey, t.deps.clock.now())).status).toBe('sold-out');
    const refused = await firstRate(nationalityFor('book-fail'));
    const reference = `T-${randomUUID()}`;
    await expect(book(refused.rateKey, reference)).rejects.toBeInstanceOf(SupplierRejected);
    expect(await bedbank.get(reference)).toBeNull();
  });

  it('booking timeout (TF): the caller gives up, the booking exists and get() finds it', async () => {
    const offer = await firstRate(nationalityFor('book-timeout'));
    const reference = `T-${randomUUID()}`;
    await expect(book(offer.rateKey, reference)).rejects.toBeInstanceOf(SupplierTimeout);
    expect(await bedbank.get(reference)).toMatchObject({ status: 'confirmed', reference });
  });

  it('cancels free before the deadline, with a fee under GS, and only once', async () => {
    const free = await book((await firstRate()).rateKey);
    expect(await bedbank.cancelQuote(free.reference, t.deps.clock.now())).toEqual({
      cancellable: true,
      fee: 0,
    });
    const cancelled = await bedbank.cancel(free.reference, t.deps.clock.now());
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationFee: 0 });
    expect((await bedbank.cancelQuote(free.reference, t.deps.clock.now())).cancellable).toBe(false);
    expect(await bedbank.cancel(free.reference, t.deps.clock.now())).toMatchObject({ status: 'cancelled' });

    const feeRate = await firstRate(nationalityFor('cancel-fee'));
    const charged = await book(feeRate.rateKey);
    const quote = await bedbank.cancelQuote(charged.reference, t.deps.clock.now());
    expect(quote.fee).toBeGreaterThan(0);
    expect(quote.fee).toBeLessThanOrEqual(charged.net);
    expect(await bedbank.cancel(charged.reference, t.deps.clock.now())).toMatchObject({
      cancellationFee: quote.fee,
    });
  });

  it('a rate key it never made is not found, never a crash', async () => {
    expect((await bedbank.recheck('BB1|nope', t.deps.clock.now())).status).toBe('sold-out');
    await expect(book('garbage')).rejects.toBeInstanceOf(SupplierRejected);
  });
});

describe('production switch', () => {
  it('mounts no sandbox bedbank where sandboxes may not run', () => {
    const deps = { ...t.deps, env: { ...t.deps.env, SANDBOX: false } };
    const suppliers = hotelSuppliers(deps, async () => null);
    expect(suppliers.bedbank).toBeNull();
    expect(suppliers.contract.source).toBe('contract');
  });
});
