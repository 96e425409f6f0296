import { plural } from '../format.ts';
import { isLatinName } from '../visas/traveller-rules.ts';
import { passengerTypeForAge, TRAVELLER_MESSAGES, travellerDateErrors } from './traveller-details.ts';
import type { FlightPassengerType, FlightTravellers } from './travellers.ts';

/**
 * The server's checks of a flight booking (Flights II): the travellers against the searched counts,
 * the age bands at the travel date (spec section 9), the passport validity, Latin names; the add-ons
 * against the itinerary's seat maps, meals and baggage. Field errors keyed like the request body
 * (`travellers.0.birthDate`, `addons.seats.1.seatNumber`), so a 400 points at the field.
 */

export type FieldErrors = Record<string, string[]>;

export interface BookingTraveller {
  paxId: number;
  passengerType: FlightPassengerType;
  firstName: string;
  lastName: string;
  passportNumber: string;
  /** yyyy-mm-dd */
  birthDate: string;
  passportExpiry: string;
}

export interface BookingTravelDates {
  /** First departure (local date) and the last flight's date. */
  firstTravelDate: string;
  lastTravelDate: string;
  today: string;
}

/** Spec section 9 age bands: adult 12+, child 2 to under 12, infant under 2. */
export const paxTypeOfAge = passengerTypeForAge;

function add(errors: FieldErrors, key: string, message: string) {
  (errors[key] ??= []).push(message);
}

/** Every problem of the travellers list; empty when it can be booked. */
export function bookingTravellerErrors(
  travellers: readonly BookingTraveller[],
  counts: FlightTravellers,
  dates: BookingTravelDates,
): FieldErrors {
  const errors: FieldErrors = {};
  const n = (t: FlightPassengerType) => travellers.filter((x) => x.passengerType === t).length;
  if (n('ADT') !== counts.adult || n('CHD') !== counts.children || n('INF') !== counts.infant)
    add(
      errors,
      'travellers',
      `Enter the travellers as searched: ${plural(counts.adult, 'adult', 'adults')}, ${plural(counts.children, 'child', 'children')} and ${plural(counts.infant, 'infant', 'infants')}.`,
    );
  if (n('INF') > n('ADT')) add(errors, 'travellers', 'Infants cannot be more than adults.');
  const seenIds = new Set<number>();
  const seenPassports = new Set<string>();
  travellers.forEach((t, i) => {
    const at = (field: string) => `travellers.${i}.${field}`;
    if (seenIds.has(t.paxId)) add(errors, at('paxId'), `paxId ${t.paxId} is used twice.`);
    seenIds.add(t.paxId);
    const passport = t.passportNumber.trim().toUpperCase();
    if (seenPassports.has(passport))
      add(errors, at('passportNumber'), 'Two travellers cannot have the same passport number.');
    seenPassports.add(passport);
    if (!isLatinName(t.firstName)) add(errors, at('firstName'), TRAVELLER_MESSAGES.latin);
    if (!isLatinName(t.lastName)) add(errors, at('lastName'), TRAVELLER_MESSAGES.latin);
    const dateErrors = travellerDateErrors(t.birthDate, t.passportExpiry, t.passengerType, {
      departure: dates.firstTravelDate,
      lastTravel: dates.lastTravelDate,
      today: dates.today,
    });
    if (dateErrors.birthDate) add(errors, at('birthDate'), dateErrors.birthDate);
    if (dateErrors.passportExpiry) add(errors, at('passportExpiry'), dateErrors.passportExpiry);
  });
  return errors;
}

// ---------------------------------------------------------------- add-ons

export interface SegmentOptions {
  segmentKey: string;
  flightNumber: string;
  seats: readonly { seatNumber: string; available: boolean; price: number }[];
  meals: readonly { mealCode: string; mealInfo: string; mealPrice: number }[];
  baggage: readonly { baggageCode: string; baggageInfo: string; baggagePrice: number }[];
}

export interface AddonsRequest {
  seats: readonly { segmentKey: string; paxId: number; seatNumber: string }[];
  meals: readonly { segmentKey: string; paxId: number; mealCode: string; count: number }[];
  baggage: readonly { segmentKey: string; paxId: number; baggageCode: string; count: number }[];
}

export interface PricedAddons {
  seats: { segmentKey: string; paxId: number; seatNumber: string; price: number }[];
  meals: {
    segmentKey: string;
    paxId: number;
    mealCode: string;
    mealInfo: string;
    count: number;
    price: number;
  }[];
  baggage: {
    segmentKey: string;
    paxId: number;
    baggageCode: string;
    baggageInfo: string;
    count: number;
    price: number;
  }[];
  /** Sum of the prices (minor units). */
  total: number;
}

/**
 * Checks the chosen add-ons against the itinerary and prices them: a segment not in the itinerary,
 * an unknown passenger, a seat for an infant (it sits on a lap), two seats for one passenger on a
 * segment, one seat for two passengers, a seat not on the map or taken, an unknown meal or bag, the
 * same meal or bag twice for a passenger: each a field error. Prices are per seat, meal and bag.
 */
export function priceBookingAddons(
  request: AddonsRequest,
  segments: readonly SegmentOptions[],
  travellers: readonly { paxId: number; passengerType: FlightPassengerType }[],
): { errors: FieldErrors; addons: PricedAddons } {
  const errors: FieldErrors = {};
  const addons: PricedAddons = { seats: [], meals: [], baggage: [], total: 0 };
  const segmentOf = new Map(segments.map((s) => [s.segmentKey, s]));
  const typeOf = new Map(travellers.map((t) => [t.paxId, t.passengerType]));

  function common(list: string, i: number, entry: { segmentKey: string; paxId: number }) {
    const segment = segmentOf.get(entry.segmentKey);
    if (!segment)
      add(errors, `addons.${list}.${i}.segmentKey`, `Segment ${entry.segmentKey} is not in this itinerary.`);
    if (!typeOf.has(entry.paxId))
      add(errors, `addons.${list}.${i}.paxId`, `No traveller has paxId ${entry.paxId}.`);
    return segment && typeOf.has(entry.paxId) ? segment : null;
  }

  const paxSeat = new Set<string>();
  const seatTaken = new Set<string>();
  request.seats.forEach((s, i) => {
    const segment = common('seats', i, s);
    if (!segment) return;
    const at = `addons.seats.${i}.seatNumber`;
    if (typeOf.get(s.paxId) === 'INF') return add(errors, at, "An infant sits on an adult's lap: no seat.");
    const seatKey = `${s.segmentKey}|${s.seatNumber}`;
    if (seatTaken.has(seatKey))
      return add(errors, at, `Seat ${s.seatNumber} on ${segment.flightNumber} is chosen for two passengers.`);
    if (paxSeat.has(`${s.segmentKey}|${s.paxId}`))
      return add(errors, at, 'One seat per passenger on each flight.');
    const seat = segment.seats.find((x) => x.seatNumber === s.seatNumber);
    if (!seat) return add(errors, at, `Seat ${s.seatNumber} does not exist on ${segment.flightNumber}.`);
    if (!seat.available) return add(errors, at, `Seat ${s.seatNumber} on ${segment.flightNumber} is taken.`);
    seatTaken.add(seatKey);
    paxSeat.add(`${s.segmentKey}|${s.paxId}`);
    addons.seats.push({ ...s, price: seat.price });
  });

  const mealSeen = new Set<string>();
  request.meals.forEach((m, i) => {
    const segment = common('meals', i, m);
    if (!segment) return;
    const at = `addons.meals.${i}.mealCode`;
    const meal = segment.meals.find((x) => x.mealCode === m.mealCode);
    if (!meal) return add(errors, at, `Meal ${m.mealCode} is not offered on ${segment.flightNumber}.`);
    const key = `${m.segmentKey}|${m.paxId}|${m.mealCode}`;
    if (mealSeen.has(key)) return add(errors, at, 'Give each meal once per passenger, with its count.');
    mealSeen.add(key);
    addons.meals.push({ ...m, mealInfo: meal.mealInfo, price: meal.mealPrice * m.count });
  });

  const bagSeen = new Set<string>();
  request.baggage.forEach((b, i) => {
    const segment = common('baggage', i, b);
    if (!segment) return;
    const at = `addons.baggage.${i}.baggageCode`;
    const bag = segment.baggage.find((x) => x.baggageCode === b.baggageCode);
    if (!bag) return add(errors, at, `Baggage ${b.baggageCode} is not offered on ${segment.flightNumber}.`);
    const key = `${b.segmentKey}|${b.paxId}|${b.baggageCode}`;
    if (bagSeen.has(key)) return add(errors, at, 'Give each bag once per passenger, with its count.');
    bagSeen.add(key);
    addons.baggage.push({ ...b, baggageInfo: bag.baggageInfo, price: bag.baggagePrice * b.count });
  });

  addons.total = [...addons.seats, ...addons.meals, ...addons.baggage].reduce((n, x) => n + x.price, 0);
  return { errors, addons };
}
