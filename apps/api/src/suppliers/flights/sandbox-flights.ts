import { and, eq, inArray, sql } from 'drizzle-orm';
import { flightSandboxBookings, flightSandboxInventory, type Db } from '@portal/db';
import { plainDateIn, type FlightJourney } from '@portal/domain';
import { airlineName } from './airports-data.ts';
import { cabinCapacity, familiesOf, familyByCode, paxNet, type FareFamily } from './fares.ts';
import { hash32 } from '../sandbox-hash.ts';
import { freeSeats, markTakenSeats, sellSeats } from './seats.ts';
import { CARRIERS } from './network.ts';
import { carrierJourneys, journeyOf, buildSegment, parseSegmentKey } from './schedule.ts';
import {
  FLIGHT_SCENARIOS,
  FlightSupplierRejected,
  FlightSupplierTimeout,
  type BookRequest,
  type Cabin,
  type FlightScenario,
  type FlightSupplier,
  type PriceCheck,
  type SegmentAncillaries,
  type SupplierBooking,
  type SupplierFare,
  type SupplierOffer,
} from './supplier.ts';

export interface SandboxFlightOptions {
  db: Db;
  /** Fares are a pure function of this seed, the route, the date and how far ahead it is. */
  seed: string;
  /** Delay of every call, ms. */
  latencyMs: number;
  /** How long a ticketing call under `ticket-timeout` keeps the caller waiting before giving up. */
  hangMs: number;
  now: () => Date;
}

/** How much dearer a fare is at pricing under `price-change`. */
export const FLIGHT_PRICE_CHANGE_PERCENT = 6;
/** Most offers one search answers (a GDS caps its answers too). */
const MAX_OFFERS = 120;

interface FareKeyData {
  v: 1;
  f: string;
  cab: Cabin;
  j: string[];
  p: [number, number, number];
  s: FlightScenario | null;
}

const encodeKey = (d: FareKeyData) => Buffer.from(JSON.stringify(d)).toString('base64url');

function decodeKey(key: string): FareKeyData | null {
  try {
    const d = JSON.parse(Buffer.from(key, 'base64url').toString('utf8')) as FareKeyData;
    if (d.v !== 1 || !Array.isArray(d.j) || !Array.isArray(d.p) || !d.f) return null;
    if (d.s !== null && !FLIGHT_SCENARIOS.includes(d.s)) return null;
    return d;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());
const flightKeyOf = (s: { flightNumber: string; from: string; to: string }) =>
  `${s.flightNumber} ${s.from}-${s.to}`;

/**
 * The sandbox flight supplier: what a GDS/NDC aggregator would answer, in-process. Schedules and
 * fares are deterministic (schedule.ts, fares.ts); seats sold are kept in its own tables so
 * availability shrinks on every node. Failures on demand: the scenario of the search (supplier.ts).
 */
export function sandboxFlightSupplier(options: SandboxFlightOptions): FlightSupplier {
  const { db, seed } = options;
  const wait = () => sleep(options.latencyMs);
  const today = () => plainDateIn(options.now());

  /** Seats sold per flight key, date and cabin, for every segment of these journeys (one query). */
  async function soldSeats(journeys: FlightJourney[], cabin: Cabin): Promise<Map<string, number>> {
    const keys = [...new Set(journeys.flatMap((j) => j.segments.map(flightKeyOf)))];
    const dates = [...new Set(journeys.flatMap((j) => j.segments.map((s) => s.departLocal.slice(0, 10))))];
    const sold = new Map<string, number>();
    if (!keys.length) return sold;
    const rows = await db
      .select()
      .from(flightSandboxInventory)
      .where(
        and(
          inArray(flightSandboxInventory.flightNumber, keys),
          inArray(flightSandboxInventory.departDate, dates),
          eq(flightSandboxInventory.cabin, cabin),
        ),
      );
    for (const r of rows) sold.set(`${r.flightNumber}|${r.departDate}`, r.sold);
    return sold;
  }

  function seatsLeft(journeys: FlightJourney[], family: FareFamily, sold: Map<string, number>): number {
    let left = 9;
    for (const j of journeys)
      for (const s of j.segments) {
        const key = flightKeyOf(s);
        const free =
          cabinCapacity(key, family.cabin) - (sold.get(`${key}|${s.departLocal.slice(0, 10)}`) ?? 0);
        const bucket = Math.min(
          family.bucket,
          2 + (hash32(`${seed}|b|${key}|${family.code}|${s.departLocal}`) % 8),
        );
        left = Math.min(left, free, family.code.endsWith('S') || family.code === 'LL' ? bucket : 9);
      }
    return Math.max(0, left);
  }

  function fareOf(
    journeys: FlightJourney[],
    family: FareFamily,
    pax: [number, number, number],
    scenario: FlightScenario | null,
    sold: Map<string, number>,
    bump = 1,
  ): SupplierFare {
    return {
      fareKey: encodeKey({
        v: 1,
        f: family.code,
        cab: family.cabin,
        j: journeys.map((j) => j.key),
        p: pax,
        s: scenario,
      }),
      family: family.name,
      cabin: family.cabin,
      bookingClass: family.bookingClass,
      baggage: { checkedKg: family.checkedKg, cabinKg: family.cabinKg },
      refundable: family.refundable,
      changeFee: family.changeFee * 100,
      cancelFee: family.cancelFee === null ? null : family.cancelFee * 100,
      seatsLeft: seatsLeft(journeys, family, sold),
      net: paxNet(seed, journeys, family, today(), bump),
    };
  }

  function journeysOf(fareKey: FareKeyData): FlightJourney[] | null {
    const journeys: FlightJourney[] = [];
    for (const jk of fareKey.j) {
      const segments = jk.split('+').map((k) => {
        const spec = parseSegmentKey(k);
        return spec ? buildSegment(spec) : null;
      });
      if (!segments.length || segments.some((s) => !s)) return null;
      journeys.push(journeyOf(segments as NonNullable<(typeof segments)[number]>[]));
    }
    return journeys;
  }

  return {
    name: 'sandbox-flights',

    async search(request, scenario = null) {
      await wait();
      const seats = request.adults + request.children;
      const pax: [number, number, number] = [request.adults, request.children, request.infants];
      const candidates: { carrier: string; journeys: FlightJourney[] }[] = [];
      for (const c of CARRIERS) {
        const perLeg = request.legs.map((leg) => carrierJourneys(c, leg.from, leg.to, leg.date));
        if (perLeg.some((list) => list.length === 0) || !familiesOf(c.code, request.cabin).length) continue;
        // Each outbound journey with one journey of every later leg, taken in turn.
        perLeg[0]!.forEach((first, i) =>
          candidates.push({
            carrier: c.code,
            journeys: [first, ...perLeg.slice(1).map((l) => l[i % l.length]!)],
          }),
        );
      }
      const sold = await soldSeats(
        candidates.flatMap((c) => c.journeys),
        request.cabin,
      );
      const offers: SupplierOffer[] = [];
      for (const cand of candidates.slice(0, MAX_OFFERS)) {
        const fares = familiesOf(cand.carrier, request.cabin)
          .map((f) => fareOf(cand.journeys, f, pax, scenario, sold))
          .filter((f) => f.seatsLeft >= seats)
          .sort((a, b) => a.net.adult - b.net.adult);
        if (!fares.length) continue;
        offers.push({
          offerId: hash32(cand.journeys.map((j) => j.key).join('/')).toString(36),
          carrier: cand.carrier,
          carrierName: airlineName(cand.carrier),
          journeys: cand.journeys,
          fares,
        });
      }
      return offers;
    },

    async lowestFares(leg, cabin, dates) {
      await wait();
      const out: { date: string; carrier: string; adultNet: number }[] = [];
      const first = today();
      const perDate = dates
        .filter((d) => d >= first)
        .map((date) => ({
          date,
          options: CARRIERS.flatMap((c) =>
            familiesOf(c.code, cabin).length
              ? carrierJourneys(c, leg.from, leg.to, date).map((j) => ({ carrier: c.code, journey: j }))
              : [],
          ),
        }));
      const sold = await soldSeats(
        perDate.flatMap((d) => d.options.map((o) => o.journey)),
        cabin,
      );
      for (const { date, options } of perDate) {
        const best = new Map<string, number>();
        for (const o of options) {
          for (const f of familiesOf(o.carrier, cabin)) {
            if (seatsLeft([o.journey], f, sold) < 1) continue;
            const net = paxNet(seed, [o.journey], f, first).adult;
            if (net < (best.get(o.carrier) ?? Infinity)) best.set(o.carrier, net);
          }
        }
        for (const [carrier, adultNet] of best) out.push({ date, carrier, adultNet });
      }
      return out;
    },

    async price(key) {
      await wait();
      const data = decodeKey(key);
      const journeys = data && journeysOf(data);
      const carrier = journeys?.[0]?.segments[0]?.carrier;
      const family = carrier && data ? familyByCode(carrier, data.f) : undefined;
      if (!data || !journeys || !family) throw new FlightSupplierRejected('invalid', 'Unknown fare');
      if (data.s === 'sold-out') return { status: 'sold-out' };
      const sold = await soldSeats(journeys, family.cabin);
      const fare = fareOf(journeys, family, data.p, data.s, sold);
      if (fare.seatsLeft < data.p[0] + data.p[1]) return { status: 'sold-out' };
      if (data.s === 'price-change') {
        const dearer = fareOf(journeys, family, data.p, null, sold, 1 + FLIGHT_PRICE_CHANGE_PERCENT / 100);
        return { status: 'price-changed', fare: dearer, journeys, previous: fare.net } satisfies PriceCheck;
      }
      return { status: 'ok', fare, journeys };
    },

    async ancillaries(key) {
      await wait();
      const data = decodeKey(key);
      const journeys = data && journeysOf(data);
      if (!data || !journeys) throw new FlightSupplierRejected('invalid', 'Unknown fare');
      return markTakenSeats(
        db,
        journeys.flatMap((j) => j.segments.map((s) => segmentAncillaries(seed, s, data.cab))),
      );
    },

    async book(request: BookRequest) {
      await wait();
      const known = await this.get(request.clientReference);
      if (known) return known;
      const data = decodeKey(request.fareKey);
      if (!data) throw new FlightSupplierRejected('invalid', 'Unknown fare');
      if (data.s === 'book-fail')
        throw new FlightSupplierRejected('book-failed', 'The airline refused the booking');
      const priced = await this.price(request.fareKey);
      if (priced.status === 'sold-out') throw new FlightSupplierRejected('sold-out', 'The fare is sold out');
      const seats = data.p[0] + data.p[1];
      const net =
        priced.fare.net.adult * data.p[0] +
        priced.fare.net.child * data.p[1] +
        priced.fare.net.infant * data.p[2];
      const pnr = hash32(`${seed}|pnr|${request.clientReference}`)
        .toString(36)
        .toUpperCase()
        .padStart(6, 'X')
        .slice(0, 6);
      const maps = request.seats?.length
        ? priced.journeys.flatMap((j) => j.segments.map((s) => segmentAncillaries(seed, s, data.cab)))
        : [];
      await db.transaction(async (tx) => {
        await sellSeats(tx, request.clientReference, maps, request.seats ?? []);
        for (const s of priced.journeys.flatMap((j) => j.segments)) {
          await tx
            .insert(flightSandboxInventory)
            .values({
              flightNumber: flightKeyOf(s),
              departDate: s.departLocal.slice(0, 10),
              cabin: data.cab,
              sold: seats,
            })
            .onConflictDoUpdate({
              target: [
                flightSandboxInventory.flightNumber,
                flightSandboxInventory.departDate,
                flightSandboxInventory.cabin,
              ],
              set: { sold: sql`${flightSandboxInventory.sold} + ${seats}` },
            });
        }
        await tx.insert(flightSandboxBookings).values({
          clientReference: request.clientReference,
          pnr,
          fareKey: request.fareKey,
          seats,
          net,
          status: 'booked',
          passengers: request.passengers,
        });
      });
      return { clientReference: request.clientReference, pnr, status: 'booked', net, tickets: [] };
    },

    async ticket(pnr) {
      await wait();
      const [row] = await db.select().from(flightSandboxBookings).where(eq(flightSandboxBookings.pnr, pnr));
      if (!row) throw new FlightSupplierRejected('not-found', 'No such booking');
      if (row.status === 'ticketed') return toBooking(row);
      const data = decodeKey(row.fareKey);
      const tickets = row.passengers.map(
        (_, i) =>
          `176${String(hash32(`${seed}|tkt|${pnr}|${i}`))
            .padStart(10, '0')
            .slice(0, 10)}`,
      );
      await db
        .update(flightSandboxBookings)
        .set({ status: 'ticketed', tickets })
        .where(eq(flightSandboxBookings.pnr, pnr));
      if (data?.s === 'ticket-timeout') {
        await sleep(options.hangMs);
        throw new FlightSupplierTimeout('Ticketing did not answer in time');
      }
      return { ...toBooking(row), status: 'ticketed', tickets };
    },

    async get(clientReference) {
      const [row] = await db
        .select()
        .from(flightSandboxBookings)
        .where(eq(flightSandboxBookings.clientReference, clientReference));
      return row ? toBooking(row) : null;
    },

    async cancelQuote(pnr) {
      await wait();
      const { row, family } = await cancellable(pnr);
      const fee = family.cancelFee === null ? row.net : Math.min(row.net, family.cancelFee * 100 * row.seats);
      return { refund: row.net - fee, fee };
    },

    async cancel(pnr) {
      await wait();
      const { row, journeys, data } = await cancellable(pnr);
      await db.transaction(async (tx) => {
        for (const s of journeys.flatMap((j) => j.segments)) {
          await tx
            .update(flightSandboxInventory)
            .set({ sold: sql`greatest(${flightSandboxInventory.sold} - ${row.seats}, 0)` })
            .where(
              and(
                eq(flightSandboxInventory.flightNumber, flightKeyOf(s)),
                eq(flightSandboxInventory.departDate, s.departLocal.slice(0, 10)),
                eq(flightSandboxInventory.cabin, data.cab),
              ),
            );
        }
        await freeSeats(tx, row.clientReference);
        await tx
          .update(flightSandboxBookings)
          .set({ status: 'cancelled', cancelledAt: options.now() })
          .where(eq(flightSandboxBookings.pnr, pnr));
      });
      return { ...toBooking(row), status: 'cancelled' };
    },
  };

  async function cancellable(pnr: string) {
    const [row] = await db.select().from(flightSandboxBookings).where(eq(flightSandboxBookings.pnr, pnr));
    if (!row) throw new FlightSupplierRejected('not-found', 'No such booking');
    if (row.status === 'cancelled') throw new FlightSupplierRejected('not-cancellable', 'Already cancelled');
    const data = decodeKey(row.fareKey);
    const journeys = data && journeysOf(data);
    const family = data && journeys ? familyByCode(journeys[0]!.segments[0]!.carrier, data.f) : undefined;
    if (!data || !journeys || !family) throw new FlightSupplierRejected('invalid', 'Unknown fare');
    return { row, data, journeys, family };
  }
}

function toBooking(row: typeof flightSandboxBookings.$inferSelect): SupplierBooking {
  return {
    clientReference: row.clientReference,
    pnr: row.pnr,
    status: row.status,
    net: row.net,
    tickets: row.tickets,
  };
}

const LETTERS_ECONOMY = ['A', 'B', 'C', 'D', 'E', 'F'];
const LETTERS_BUSINESS = ['A', 'C', 'D', 'F'];

/** Seat map (rows with prices, some taken), meals and extra baggage of one segment. */
export function segmentAncillaries(
  seed: string,
  s: { key: string; carrier: string; departLocal: string },
  cabin: Cabin,
): SegmentAncillaries {
  const business = cabin === 'business';
  const rows = business ? [1, 2, 3, 4, 5] : Array.from({ length: 25 }, (_, i) => i + 10);
  const letters = business ? LETTERS_BUSINESS : LETTERS_ECONOMY;
  const lowCost = ['FZ', 'G9', '6E'].includes(s.carrier);
  const seatMap = rows.map((row) => ({
    row,
    seats: letters.map((letter, i) => {
      const kind: 'window' | 'middle' | 'aisle' =
        i === 0 || i === letters.length - 1 ? 'window' : business || i === 2 || i === 3 ? 'aisle' : 'middle';
      const exit = !business && (row === 10 || row === 20);
      const price = business ? 0 : (exit ? 120 : kind === 'middle' ? 25 : 45) * 100;
      return {
        seatNumber: `${row}${letter}`,
        seatCode: `${kind[0]!.toUpperCase()}${exit ? 'X' : ''}`,
        available: hash32(`${seed}|seat|${s.key}|${row}${letter}`) % 3 !== 0,
        price,
        kind,
      };
    }),
  }));
  const mealPrice = lowCost ? 3500 : 0;
  return {
    segmentKey: s.key,
    seatMap,
    meals: [
      { mealCode: 'MOML', mealInfo: 'Muslim meal', mealPrice },
      { mealCode: 'VGML', mealInfo: 'Vegetarian vegan meal', mealPrice },
      { mealCode: 'AVML', mealInfo: 'Vegetarian Hindu meal', mealPrice },
      { mealCode: 'CHML', mealInfo: 'Child meal', mealPrice },
      { mealCode: 'DBML', mealInfo: 'Diabetic meal', mealPrice },
    ],
    baggage: [
      { baggageCode: 'XB05', baggageInfo: 'Extra 5 kg', baggagePrice: 15000 },
      { baggageCode: 'XB10', baggageInfo: 'Extra 10 kg', baggagePrice: 27500 },
      { baggageCode: 'XB20', baggageInfo: 'Extra 20 kg', baggagePrice: 50000 },
    ],
  };
}
