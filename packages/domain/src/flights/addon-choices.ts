import {
  addSeat,
  dropEmptyBaggageKeys,
  dropEmptyMealKeys,
  type BaggageAddOn,
  type CountedKey,
  type MealAddOn,
  type SeatAddOn,
  type SelectedAddOns,
} from './addons.ts';

/**
 * What the add-on pickers do with the list rules of spec section 4 (addons.ts): one seat per
 * passenger per segment, meal and baggage counts per passenger, and the total they add.
 */

export type SeatChoice = Omit<SeatAddOn, 'seatKeys'>;

/** The seat a passenger holds on a segment, if any. */
export function seatOf(a: SelectedAddOns, segmentKey: string, passengerKey: string): SeatAddOn | undefined {
  return a.seats.find((s) => s.segmentKey === segmentKey && s.seatKeys.includes(passengerKey));
}

/** Drops one passenger's seat on one segment (the entry goes when no passenger is left on it). */
export function releaseSeat(a: SelectedAddOns, segmentKey: string, passengerKey: string): SelectedAddOns {
  if (!seatOf(a, segmentKey, passengerKey)) return a;
  const seats = a.seats
    .map((s) =>
      s.segmentKey === segmentKey ? { ...s, seatKeys: s.seatKeys.filter((k) => k !== passengerKey) } : s,
    )
    .filter((s) => s.seatKeys.length > 0);
  return { ...a, seats };
}

/**
 * A passenger picks a seat: a seat already selected on that segment is ignored (spec section 4, also
 * when it is the passenger's own); otherwise the passenger's previous seat on the segment is released.
 */
export function chooseSeat(a: SelectedAddOns, seat: SeatChoice, passengerKey: string): SelectedAddOns {
  const taken = a.seats.some((s) => s.segmentKey === seat.segmentKey && s.seatNumber === seat.seatNumber);
  if (taken) return a;
  return addSeat(releaseSeat(a, seat.segmentKey, passengerKey), { ...seat, seatKeys: [passengerKey] });
}

const countOf = (keys: readonly CountedKey[] | undefined, key: string) =>
  keys?.find((k) => k.key === key)?.count ?? 0;

function withCount(keys: readonly CountedKey[], key: string, count: number): CountedKey[] {
  return keys.some((k) => k.key === key)
    ? keys.map((k) => (k.key === key ? { key, count } : k))
    : [...keys, { key, count }];
}

export type MealChoice = Omit<MealAddOn, 'mealKeys'>;
export type BaggageChoice = Omit<BaggageAddOn, 'baggageKeys'>;

const sameMeal = (x: MealChoice, y: MealChoice) =>
  x.segmentKey === y.segmentKey && x.legKey === y.legKey && x.mealCode === y.mealCode;
const sameBag = (x: BaggageChoice, y: BaggageChoice) =>
  x.segmentKey === y.segmentKey && x.baggageCode === y.baggageCode;

export function mealCount(a: SelectedAddOns, meal: MealChoice, passengerKey: string): number {
  return countOf(a.meal.find((m) => sameMeal(m, meal))?.mealKeys, passengerKey);
}

export function baggageCount(a: SelectedAddOns, bag: BaggageChoice, passengerKey: string): number {
  return countOf(a.luggage.find((b) => sameBag(b, bag))?.baggageKeys, passengerKey);
}

/** Count 0 removes the passenger's key; keys at 0 go and an empty list is emptied (spec section 4). */
export function setMealCount(
  a: SelectedAddOns,
  meal: MealChoice,
  passengerKey: string,
  count: number,
  max = 9,
): SelectedAddOns {
  if (!Number.isSafeInteger(count) || count < 0 || count > max) return a;
  const existing = a.meal.find((m) => sameMeal(m, meal));
  const list = existing
    ? a.meal.map((m) =>
        m === existing ? { ...m, mealKeys: withCount(m.mealKeys ?? [], passengerKey, count) } : m,
      )
    : [...a.meal, { ...meal, mealKeys: [{ key: passengerKey, count }] }];
  return dropEmptyMealKeys({ ...a, meal: list });
}

export function setBaggageCount(
  a: SelectedAddOns,
  bag: BaggageChoice,
  passengerKey: string,
  count: number,
  max = 9,
): SelectedAddOns {
  if (!Number.isSafeInteger(count) || count < 0 || count > max) return a;
  const existing = a.luggage.find((b) => sameBag(b, bag));
  const list = existing
    ? a.luggage.map((b) =>
        b === existing ? { ...b, baggageKeys: withCount(b.baggageKeys, passengerKey, count) } : b,
      )
    : [...a.luggage, { ...bag, baggageKeys: [{ key: passengerKey, count }] }];
  return dropEmptyBaggageKeys({ ...a, luggage: list });
}

const sumCounts = (keys: readonly CountedKey[] | undefined) => (keys ?? []).reduce((n, k) => n + k.count, 0);

export interface AddOnsTotals {
  seats: number;
  meals: number;
  baggage: number;
  total: number;
}

/** Prices are per seat, per meal and per bag in minor units; a meal entry without keys counts once. */
export function addOnsTotals(a: SelectedAddOns): AddOnsTotals {
  const seats = a.seats.reduce((n, s) => n + s.seatPrice * s.seatKeys.length, 0);
  const meals = a.meal.reduce((n, m) => n + m.mealPrice * (m.mealKeys ? sumCounts(m.mealKeys) : 1), 0);
  const baggage = a.luggage.reduce((n, b) => n + b.baggagePrice * sumCounts(b.baggageKeys), 0);
  return { seats, meals, baggage, total: seats + meals + baggage };
}

/** Add-ons on segments no longer in the itinerary go (a re-priced itinerary may change its keys). */
export function keepSegments(a: SelectedAddOns, segmentKeys: readonly string[]): SelectedAddOns {
  const keep = new Set(segmentKeys);
  return {
    seats: a.seats.filter((s) => keep.has(s.segmentKey)),
    meal: a.meal.filter((m) => keep.has(m.segmentKey)),
    luggage: a.luggage.filter((b) => keep.has(b.segmentKey)),
  };
}

/**
 * Add-ons of passengers no longer in the booking go: a seat, meal or bag always belongs to a
 * traveller the booking has (an unknown key would be charged and then refused by the airline).
 */
export function keepPassengers(a: SelectedAddOns, passengerKeys: readonly string[]): SelectedAddOns {
  const keep = new Set(passengerKeys);
  const seats = a.seats
    .map((s) => ({ ...s, seatKeys: s.seatKeys.filter((k) => keep.has(k)) }))
    .filter((s) => s.seatKeys.length > 0);
  const meal = a.meal
    .map((m) => (m.mealKeys ? { ...m, mealKeys: m.mealKeys.filter((k) => keep.has(k.key)) } : m))
    .filter((m) => !m.mealKeys || m.mealKeys.length > 0);
  const luggage = a.luggage
    .map((b) => ({ ...b, baggageKeys: b.baggageKeys.filter((k) => keep.has(k.key)) }))
    .filter((b) => b.baggageKeys.length > 0);
  return { seats, meal, luggage };
}
