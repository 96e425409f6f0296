import { eq, sql } from 'drizzle-orm';
import { bedbankSandboxBookings, type Db } from '@portal/db';
import { daysBetween, percentOf, type Minor } from '@portal/domain';
import { feeAt, SupplierRejected } from '../supplier.ts';
import { bedbankCatalogue } from './catalogue.ts';
import { hash32 } from '../../sandbox-hash.ts';
import type { ListPricingPool } from '../list-pool.ts';
import {
  hotelRates,
  parseRateKey,
  rateSummaryRows,
  summariesOf,
  type BedbankHotel,
  type BedbankRate,
  type BedbankSummaries,
  type BedbankStay,
} from './rates.ts';
import { PRICE_CHANGE_PERCENT, scenarioOf } from './scenarios.ts';
import { sameElements } from '../../../lib/same-elements.ts';

export interface SandboxBedbankOptions {
  db: Db;
  /** Prices are a pure function of this seed and the rate (hotel, room, board, dates, party). */
  seed: string;
  /** Delay of every call, ms (the network and the supplier's own work). */
  latencyMs: number;
  /** How long a booking under the `book-timeout` scenario keeps the caller waiting. */
  hangMs: number;
  /**
   * Worker threads that walk a list's rates (a remote bedbank's work is not the API's: ADR 0050);
   * absent, null or when the pool hands a list back: on the event loop, with the same answer.
   */
  pool?: Pick<ListPricingPool, 'bedbankSummaries'> | null;
}

export type BedbankBookingRow = typeof bedbankSandboxBookings.$inferSelect;

export type BedbankCheck =
  | { status: 'ok'; rate: BedbankRate }
  | { status: 'price-changed'; rate: BedbankRate; previousNet: Minor }
  | { status: 'sold-out' };

export interface BedbankBookRequest {
  rateKey: string;
  clientReference: string;
  holder: { firstName: string; lastName: string };
  guests: unknown[];
  agencyReference?: string | undefined;
}

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

/**
 * The sandbox bedbank: what a remote bedbank API would do, in-process. It speaks its own codes
 * (hotel and room codes, its rate keys), prices deterministically from the seed, and keeps its
 * bookings in its own table so every API node sees the same bookings. Failures on demand: see
 * scenarios.ts (the guests' nationality).
 */
export function sandboxBedbank(options: SandboxBedbankOptions) {
  const { db, seed } = options;
  const wait = () => sleep(options.latencyMs);

  /** The rate as the bedbank sells it now (with the price-change scenario applied), or null. */
  async function currentRate(rateKey: string, now: Date): Promise<BedbankRate | null> {
    const key = parseRateKey(rateKey);
    if (!key) return null;
    const hotel = (await bedbankCatalogue(db)).get(key.hotelCode);
    if (!hotel) return null;
    const room = hotel.rooms.find((r) => r.code === key.roomCode);
    if (!room) return null;
    const stay: BedbankStay = {
      checkIn: key.checkIn,
      checkOut: key.checkOut,
      occupancies: key.occupancies,
      nationality: key.nationality,
    };
    const rate = hotelRates(seed, { ...hotel, rooms: [room] }, stay, now).find(
      (r) => r.boardCode === key.boardCode && r.rateClass === key.rateClass,
    );
    if (!rate) return null;
    return scenarioOf(key.nationality) === 'price-change' ? dearer(rate) : rate;
  }

  /**
   * The catalogue's hotels of a list of codes (unknown codes skipped), kept per list: a caller asks
   * for the same city's codes for every stay. Made again when the catalogue reloads or the list is
   * not the one it was made from; as bounded as the caller's lists.
   */
  const listed = new WeakMap<
    readonly string[],
    { catalogue: Map<string, BedbankHotel>; codes: string[]; hotels: BedbankHotel[] }
  >();
  function hotelsOf(catalogue: Map<string, BedbankHotel>, codes: readonly string[]): BedbankHotel[] {
    const held = listed.get(codes);
    if (held && held.catalogue === catalogue && sameElements(held.codes, codes)) return held.hotels;
    const hotels: BedbankHotel[] = [];
    for (const code of codes) {
      const hotel = catalogue.get(code);
      if (hotel) hotels.push(hotel);
    }
    listed.set(codes, { catalogue, codes: [...codes], hotels });
    return hotels;
  }

  async function findBooking(clientReference: string): Promise<BedbankBookingRow | null> {
    const [row] = await db
      .select()
      .from(bedbankSandboxBookings)
      .where(eq(bedbankSandboxBookings.clientReference, clientReference));
    return row ?? null;
  }

  return {
    seed,

    /** Availability for the bedbank's hotel codes (unknown codes are skipped, as bedbanks do). */
    async availability(hotelCodes: readonly string[], stay: BedbankStay, now: Date): Promise<BedbankRate[]> {
      await wait();
      const catalogue = await bedbankCatalogue(db);
      const out: BedbankRate[] = [];
      for (const code of hotelCodes) {
        const hotel = catalogue.get(code);
        if (hotel) for (const rate of hotelRates(seed, hotel, stay, now)) out.push(rate);
      }
      return out;
    },

    /**
     * The same availability as a compact summary per hotel and occupancy (as bedbanks answer a
     * list request without the rate details): per hotel its room types, per room type its rates'
     * boards, classes, nets and cancellation types as typed rows (BedbankSummaries).
     */
    async availabilitySummary(
      hotelCodes: readonly string[],
      stay: BedbankStay,
      now: Date,
    ): Promise<BedbankSummaries> {
      await wait();
      const hotels = hotelsOf(await bedbankCatalogue(db), hotelCodes);
      const rows =
        (await options.pool?.bedbankSummaries({ seed, hotels, stay, now })) ??
        rateSummaryRows(seed, hotels, stay, now);
      return summariesOf(hotels, rows);
    },

    /** Checkrate: the rate now, at its current price, or sold out. */
    async checkRate(rateKey: string, now: Date): Promise<BedbankCheck> {
      await wait();
      const key = parseRateKey(rateKey);
      if (!key || scenarioOf(key.nationality) === 'sold-out') return { status: 'sold-out' };
      const rate = await currentRate(rateKey, now);
      if (!rate) return { status: 'sold-out' };
      if (rate.net !== key.net) return { status: 'price-changed', rate, previousNet: key.net };
      return { status: 'ok', rate };
    },

    /**
     * Books a rate at the price in its key. The client reference is the idempotency key: the same
     * reference answers the first booking, whatever rate it names.
     */
    async book(request: BedbankBookRequest, now: Date): Promise<BedbankBookingRow> {
      await wait();
      const existing = await findBooking(request.clientReference);
      if (existing) return existing;
      const key = parseRateKey(request.rateKey);
      if (!key) throw new SupplierRejected('The bedbank does not know this rate');
      const scenario = scenarioOf(key.nationality);
      if (scenario === 'book-fail') {
        throw new SupplierRejected('The bedbank could not confirm the booking (sandbox scenario book-fail)');
      }
      if (scenario === 'sold-out') throw new SupplierRejected('The room is no longer available');
      const rate = await currentRate(request.rateKey, now);
      if (!rate) throw new SupplierRejected('The room is no longer available');
      if (rate.net !== key.net) {
        throw new SupplierRejected('The price of this rate has changed; check the rate again before booking');
      }
      const [inserted] = await db
        .insert(bedbankSandboxBookings)
        .values({
          clientReference: request.clientReference,
          bookingCode: bookingCode(seed, request.clientReference),
          hotelCode: key.hotelCode,
          roomCode: key.roomCode,
          boardCode: key.boardCode,
          rateKey: request.rateKey,
          checkIn: key.checkIn,
          checkOut: key.checkOut,
          occupancies: key.occupancies,
          nationality: key.nationality,
          net: rate.net,
          policies: rate.policies,
          status: 'confirmed',
          holder: request.holder,
          guests: request.guests,
          agencyReference: request.agencyReference ?? null,
          createdAt: now,
        })
        .onConflictDoNothing({ target: bedbankSandboxBookings.clientReference })
        .returning();
      const row = inserted ?? (await findBooking(request.clientReference));
      if (!row) throw new SupplierRejected('The bedbank lost the booking');
      // The booking is made; under this scenario its confirmation is lost on the way back.
      if (scenario === 'book-timeout') await sleep(options.hangMs);
      return row;
    },

    async booking(clientReference: string): Promise<BedbankBookingRow | null> {
      await wait();
      return findBooking(clientReference);
    },

    async cancellationQuote(
      clientReference: string,
      now: Date,
    ): Promise<{ cancellable: boolean; fee: Minor; reason?: string }> {
      await wait();
      const row = await findBooking(clientReference);
      if (!row)
        return { cancellable: false, fee: 0, reason: 'The bedbank has no booking with this reference' };
      if (row.status === 'cancelled')
        return { cancellable: false, fee: 0, reason: 'The booking is already cancelled' };
      return { cancellable: true, fee: cancellationFee(row, now) };
    },

    /** Cancels (idempotent: a cancelled booking answers as it is). */
    async cancel(clientReference: string, now: Date): Promise<BedbankBookingRow> {
      await wait();
      const row = await findBooking(clientReference);
      if (!row) throw new SupplierRejected('The bedbank has no booking with this reference');
      if (row.status === 'cancelled') return row;
      const fee = cancellationFee(row, now);
      const [updated] = await db
        .update(bedbankSandboxBookings)
        .set({ status: 'cancelled', cancellationFee: fee, cancelledAt: now })
        .where(
          sql`${bedbankSandboxBookings.clientReference} = ${clientReference} and ${bedbankSandboxBookings.status} <> 'cancelled'`,
        )
        .returning();
      return updated ?? (await findBooking(clientReference)) ?? row;
    },
  };
}

export type SandboxBedbank = ReturnType<typeof sandboxBedbank>;

function dearer(rate: BedbankRate): BedbankRate {
  const nightly = rate.nightly.map((n) => ({ ...n, net: n.net + percentOf(n.net, PRICE_CHANGE_PERCENT) }));
  const net = nightly.reduce((s, n) => s + n.net, 0);
  const scale = (fee: Minor) =>
    fee === rate.net ? net : fee === rate.nightly[0]?.net ? (nightly[0]?.net ?? fee) : fee;
  const parts = rate.rateKey.split('|');
  parts[9] = String(net);
  return {
    ...rate,
    rateKey: parts.join('|'),
    net,
    nightly,
    policies: rate.policies.map((p) => ({ ...p, fee: scale(p.fee) })),
  };
}

/** The fee by the booking's policy at `now`; under `cancel-fee` at least the first night. */
function cancellationFee(row: BedbankBookingRow, now: Date): Minor {
  let fee = feeAt(row.policies, now);
  if (scenarioOf(row.nationality) === 'cancel-fee') {
    const nights = Math.max(1, daysBetween(row.checkIn, row.checkOut));
    fee = Math.max(fee, Math.round(row.net / nights));
  }
  return Math.min(fee, row.net);
}

function bookingCode(seed: string, reference: string): string {
  const a = hash32(`${seed}|${reference}|a`).toString(36).toUpperCase();
  const b = hash32(`${seed}|${reference}|b`).toString(36).toUpperCase();
  return `SBB-${a}${b}`;
}
