/** Selected add-ons of spec section 3 and their rules of section 4 (Flights II sells them). */
export interface SeatAddOn {
  segmentKey: string;
  seatCode: string;
  seatNumber: string;
  seatKeys: string[];
  seatPrice: number;
}
export interface CountedKey {
  key: string;
  count: number;
}
export interface MealAddOn {
  segmentKey: string;
  legKey: string;
  mealCode: string;
  mealInfo: string;
  mealPrice: number;
  from: string;
  to: string;
  mealKeys?: CountedKey[];
}
export interface BaggageAddOn {
  baggageKeys: CountedKey[];
  segmentKey: string;
  baggageCode: string;
  baggageInfo: string;
  baggagePrice: number;
}
export interface SelectedAddOns {
  seats: SeatAddOn[];
  meal: MealAddOn[];
  luggage: BaggageAddOn[];
}

export const emptyAddOns = (): SelectedAddOns => ({ seats: [], meal: [], luggage: [] });

export function clearAddOns(a: SelectedAddOns, list?: keyof SelectedAddOns): SelectedAddOns {
  if (!list) return emptyAddOns();
  return { ...a, [list]: [] };
}

/** Ignored when the same segment and seat number is already selected. */
export function addSeat(a: SelectedAddOns, seat: SeatAddOn): SelectedAddOns {
  if (a.seats.some((s) => s.segmentKey === seat.segmentKey && s.seatNumber === seat.seatNumber)) return a;
  return { ...a, seats: [...a.seats, seat] };
}

/** Removing a passenger's seat removes that passenger key from every seat entry (empty entries go). */
export function removePassengerSeats(a: SelectedAddOns, passengerKey: string): SelectedAddOns {
  const seats = a.seats
    .map((s) => ({ ...s, seatKeys: s.seatKeys.filter((k) => k !== passengerKey) }))
    .filter((s) => s.seatKeys.length > 0);
  return { ...a, seats };
}

const sameSeat = (x: SeatAddOn, y: Partial<SeatAddOn>) =>
  x.segmentKey === y.segmentKey && x.seatCode === y.seatCode && x.seatNumber === y.seatNumber;
const sameMeal = (x: MealAddOn, y: Partial<MealAddOn>) =>
  x.segmentKey === y.segmentKey && x.legKey === y.legKey && x.mealCode === y.mealCode;
const sameBaggage = (x: BaggageAddOn, y: Partial<BaggageAddOn>) =>
  x.segmentKey === y.segmentKey && x.baggageCode === y.baggageCode;

/** Removes the entry whose identifying fields all match. */
export function removeSeat(
  a: SelectedAddOns,
  seat: Pick<SeatAddOn, 'segmentKey' | 'seatCode' | 'seatNumber'>,
) {
  return { ...a, seats: a.seats.filter((s) => !sameSeat(s, seat)) };
}
export function removeMeal(a: SelectedAddOns, meal: Pick<MealAddOn, 'segmentKey' | 'legKey' | 'mealCode'>) {
  return { ...a, meal: a.meal.filter((m) => !sameMeal(m, meal)) };
}
export function removeBaggage(a: SelectedAddOns, bag: Pick<BaggageAddOn, 'segmentKey' | 'baggageCode'>) {
  return { ...a, luggage: a.luggage.filter((b) => !sameBaggage(b, bag)) };
}

/**
 * Deleting meals without a count: keys whose count is 0 are dropped from every entry; if no keys
 * remain anywhere, the whole list is emptied.
 */
export function dropEmptyMealKeys(a: SelectedAddOns): SelectedAddOns {
  const meal = a.meal
    .map((m) => (m.mealKeys ? { ...m, mealKeys: m.mealKeys.filter((k) => k.count > 0) } : m))
    .filter((m) => !m.mealKeys || m.mealKeys.length > 0);
  const anyKey = meal.some((m) => (m.mealKeys?.length ?? 0) > 0);
  return { ...a, meal: anyKey ? meal : [] };
}

export function dropEmptyBaggageKeys(a: SelectedAddOns): SelectedAddOns {
  const luggage = a.luggage
    .map((b) => ({ ...b, baggageKeys: b.baggageKeys.filter((k) => k.count > 0) }))
    .filter((b) => b.baggageKeys.length > 0);
  return { ...a, luggage };
}
