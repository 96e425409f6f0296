import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type {
  FlightCreateBookingBody,
  FlightDetailsAnswer,
  FlightSearchAnswer,
  FlightSelectAnswer,
  FlightTravellerInput,
} from '@portal/contracts';
import { addDays } from '@portal/domain';

/** Test helpers of Flights II: search, select, details and a valid booking body (int tests, matrix). */
export type As = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export interface TripOptions {
  adults?: number;
  children?: number;
  infants?: number;
  /** Days from `today` to the departure; a return comes back 10 days later. */
  inDays?: number;
  type?: 'oneway' | 'return';
  from?: string;
  to?: string;
  /** The sandbox failure of this search (price-change, sold-out, book-fail, ticket-timeout). */
  scenario?: string;
}

export function searchBody(today: string, o: TripOptions = {}) {
  const departureDate = addDays(today, o.inDays ?? 30);
  const type = o.type ?? 'return';
  return {
    noOfAdults: o.adults ?? 1,
    noOfChildren: o.children ?? 0,
    noOfInfants: o.infants ?? 0,
    type,
    travelClass: 'economy',
    trips: [
      {
        from: o.from ?? 'DXB',
        to: o.to ?? 'LHR',
        departureDate,
        returnDate: type === 'return' ? addDays(departureDate, 10) : null,
      },
    ],
  };
}

function ok<T>(res: LightMyRequestResponse, status = 200): T {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json<T>();
}

/** Searches, picks a refundable fare and selects it: the tbId. */
export async function selectFareOf(as: As, today: string, o: TripOptions = {}) {
  const search = ok<FlightSearchAnswer>(
    await as({
      method: 'POST',
      url: '/api/v1/b2b/flight/search/availability',
      payload: searchBody(today, o),
      headers: o.scenario ? { 'x-sandbox-scenario': o.scenario } : {},
    }),
  );
  // A refundable fare, so cancellations refund something.
  const offer = search.offers.find((x) => x.fares.some((f) => f.refundable && f.cancelFee !== null));
  if (!offer) throw new Error('no offer with a refundable fare');
  const fare = offer.fares.find((f) => f.refundable && f.cancelFee !== null)!;
  const { tbId } = ok<FlightSelectAnswer>(
    await as({
      method: 'POST',
      url: '/api/v1/b2b/flight/addToCart',
      payload: { searchId: search.searchId, offerId: offer.offerId, fareKey: fare.fareKey },
    }),
    201,
  );
  return { search, offer, fare, tbId };
}

/** selectFareOf and the selection's details. */
export async function selectTrip(as: As, today: string, o: TripOptions = {}) {
  const picked = await selectFareOf(as, today, o);
  const details = ok<FlightDetailsAnswer>(
    await as({ method: 'GET', url: `/api/v1/b2b/flight/details/${picked.tbId}` }),
  );
  return { ...picked, details };
}

/** Travellers matching the counts, born so their ages fit their types on the travel dates. */
export function travellersFor(
  d: Pick<FlightDetailsAnswer, 'travellers' | 'firstTravelDate'>,
): FlightTravellerInput[] {
  const year = Number(d.firstTravelDate.slice(0, 4));
  const out: FlightTravellerInput[] = [];
  const add = (passengerType: 'ADT' | 'CHD' | 'INF', age: number, name: string) =>
    out.push({
      paxId: out.length + 1,
      gender: out.length % 2 ? 'female' : 'male',
      firstName: name,
      lastName: 'Haddad',
      nationality: 'AE',
      passengerType,
      passportNumber: `P${1000000 + out.length}`,
      birthDate: age < 2 ? addDays(d.firstTravelDate, -240) : `${year - age}-01-15`,
      passportExpiry: `${year + 5}-01-01`,
    });
  const names = ['Karim', 'Amal', 'Omar', 'Lina', 'Yara', 'Sami', 'Nour', 'Rami', 'Dana'];
  for (let i = 0; i < d.travellers.adult; i++) add('ADT', 35 + i, names[i]!);
  for (let i = 0; i < d.travellers.children; i++) add('CHD', 7, `${names[i]!}child`);
  for (let i = 0; i < d.travellers.infant; i++) add('INF', 1, `${names[i]!}baby`);
  return out;
}

/** A valid create body for the details (no add-ons unless given), priced as shown. */
export function bookingBody(
  d: FlightDetailsAnswer,
  over: Partial<FlightCreateBookingBody> = {},
  addonsTotal = 0,
): FlightCreateBookingBody {
  return {
    tbId: d.tbId,
    travellers: travellersFor(d),
    commonDetails: { phoneCode: '+971', email: 'client@example.test', contactNo: '501234567' },
    addons: { seats: [], meals: [], baggage: [] },
    paymentMethod: 'wallet',
    expectedPrice: d.price.agentPrice + addonsTotal,
    ...over,
  };
}

export const idemHeaders = () => ({ 'idempotency-key': `flt-${randomUUID()}` });

/** The first free seats of a segment's map. */
export function freeSeats(d: FlightDetailsAnswer, segment: number, n: number) {
  const a = d.ancillaries[segment]!;
  return a.seatMap
    .flatMap((r) => r.seats)
    .filter((s) => s.available)
    .slice(0, n)
    .map((s) => ({ segmentKey: a.segmentKey, seatNumber: s.seatNumber, price: s.price }));
}
