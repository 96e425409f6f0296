import { lt } from 'drizzle-orm';
import type { FaresByDateAnswer, FlightSearchAnswer } from '@portal/contracts';
import { flightSearchSessions } from '@portal/db';
import { datesOf, plainDateIn, toMajor, type FlightOffer } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { flightSupplier, type FlightScenario, type FlightSupplier } from '../../suppliers/flights/index.ts';
import { findAirport } from './airports.service.ts';
import { assertFlightsEnabled, loadFlightLayers, priceFare, type Buyer } from './markup-layers.ts';

export interface SearchInput {
  noOfAdults: number;
  noOfChildren: number;
  noOfInfants: number;
  type: 'oneway' | 'return' | 'multicity';
  trips: { from: string; to: string; departureDate: string; returnDate?: string | null | undefined }[];
  travelClass: 'economy' | 'business';
}

export interface FaresInput {
  origin: string;
  destination: string;
  travelClass: 'economy' | 'business';
  startDate: string;
  endDate: string;
  type: string;
  outBoundDate?: string | undefined;
}

/** Stored searches live this long: long enough to choose and price a fare (Flights II). */
const SEARCH_TTL_MS = 30 * 60_000;

/** The flight search use cases: fares by date for the calendar and the priced availability search. */
export function flightSearchService(deps: AppDeps) {
  const db = () => deps.database.db;
  const supplier = (): FlightSupplier => {
    const s = flightSupplier(deps);
    if (!s) throw new AppError('UNAVAILABLE', 'No flight supplier is available');
    return s;
  };

  function checkAirports(codes: string[]) {
    const unknown = codes.filter((c) => !findAirport(c));
    if (unknown.length) throw badRequest(`Unknown airport ${unknown.join(', ')}`);
  }

  async function search(
    buyer: Buyer,
    input: SearchInput,
    scenario: FlightScenario | null,
  ): Promise<FlightSearchAnswer> {
    await assertFlightsEnabled(db(), buyer.agentId);
    const today = plainDateIn(deps.clock.now());
    checkAirports(input.trips.flatMap((t) => [t.from, t.to]));
    if (input.trips.some((t) => t.departureDate < today))
      throw badRequest('Flight dates cannot be before today', {
        'trips.departureDate': ['Flight dates cannot be before today'],
      });
    const first = input.trips[0]!;
    const legs =
      input.type === 'return'
        ? [
            { from: first.from, to: first.to, date: first.departureDate },
            { from: first.to, to: first.from, date: first.returnDate! },
          ]
        : input.trips.map((t) => ({ from: t.from, to: t.to, date: t.departureDate }));
    const pax = { adults: input.noOfAdults, children: input.noOfChildren, infants: input.noOfInfants };
    const [found, layersOf] = await Promise.all([
      supplier().search({ legs, cabin: input.travelClass, ...pax }, scenario),
      loadFlightLayers(deps.database, buyer),
    ]);
    const offers: FlightOffer[] = found.map((o) => ({
      offerId: o.offerId,
      carrier: o.carrier,
      carrierName: o.carrierName,
      journeys: o.journeys,
      fares: o.fares
        .map(({ net, ...fare }) => ({ ...fare, ...priceFare(net, pax, layersOf(o.carrier)) }))
        .sort((a, b) => a.price.sellPrice - b.price.sellPrice),
    }));
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + SEARCH_TTL_MS);
    const [row] = await db()
      .insert(flightSearchSessions)
      .values({ agentId: buyer.agentId, createdAt: now, expiresAt, query: { ...input, scenario }, offers })
      .returning({ id: flightSearchSessions.id });
    return { searchId: row!.id, expiresAt: expiresAt.toISOString(), currency: 'AED', offers };
  }

  /**
   * Spec section 7 fares-by-date: for every date of the span from today on, the cheapest one-adult
   * sell price over every carrier, priced through the same pipeline as a search - so the calendar's
   * fare is what a one-adult search of that day then finds. Return fares (type return with
   * outBoundDate) are the fares of the way back, destination to origin.
   */
  async function faresByDate(buyer: Buyer, input: FaresInput): Promise<FaresByDateAnswer> {
    await assertFlightsEnabled(db(), buyer.agentId);
    checkAirports([input.origin, input.destination]);
    const back = input.type === 'return' && input.outBoundDate !== undefined;
    const leg = back
      ? { from: input.destination, to: input.origin }
      : { from: input.origin, to: input.destination };
    const [lowest, layersOf] = await Promise.all([
      supplier().lowestFares(leg, input.travelClass, datesOf(input.startDate, input.endDate)),
      loadFlightLayers(deps.database, buyer),
    ]);
    const best = new Map<string, number>();
    for (const l of lowest) {
      const sell = priceFare(
        { adult: l.adultNet, child: 0, infant: 0 },
        { adults: 1, children: 0, infants: 0 },
        layersOf(l.carrier),
      ).perAdultSell;
      if (sell < (best.get(l.date) ?? Infinity)) best.set(l.date, sell);
    }
    return {
      result: [...best.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, fare]) => ({ date, fare: toMajor(fare) })),
      currency: 'AED',
    };
  }

  /** Housekeeping: expired stored searches go. */
  async function purgeExpired(): Promise<number> {
    const gone = await db()
      .delete(flightSearchSessions)
      .where(lt(flightSearchSessions.expiresAt, deps.clock.now()))
      .returning({ id: flightSearchSessions.id });
    return gone.length;
  }

  return { search, faresByDate, purgeExpired };
}
