/** FlightTravellers of a flight search (spec sections 2.8, 5 and 9). */
export interface FlightTravellers {
  adult: number;
  children: number;
  infant: number;
}

export type FlightTravellerKind = keyof FlightTravellers;

export const DEFAULT_FLIGHT_TRAVELLERS: Readonly<FlightTravellers> = Object.freeze({
  adult: 1,
  children: 0,
  infant: 0,
});

/** Spec section 5: adults at least 1, children and infants at least 0. */
export const FLIGHT_TRAVELLER_MIN: Readonly<FlightTravellers> = Object.freeze({
  adult: 1,
  children: 0,
  infant: 0,
});

/** Seats a GDS sells in one booking (adults + children; infants sit on a lap). */
export const MAX_FLIGHT_SEATS = 9;

/** Spec section 2.8 travellers labels with their age bands (section 9). */
export const FLIGHT_TRAVELLER_LABELS: Readonly<Record<FlightTravellerKind, string>> = Object.freeze({
  adult: 'Adults (12+ years)',
  children: 'Children (2-12 years)',
  infant: 'Infant (0-2 years)',
});

/**
 * One counter change. Below the minimum, above the seat limit, or infants above adults: rejected
 * (the same object comes back). Lowering adults caps infants at the new adult count.
 */
export function setFlightTravellers(
  t: FlightTravellers,
  kind: FlightTravellerKind,
  value: number,
): FlightTravellers {
  if (!Number.isSafeInteger(value) || value < FLIGHT_TRAVELLER_MIN[kind]) return t;
  const next = { ...t, [kind]: value };
  if (next.adult + next.children > MAX_FLIGHT_SEATS) return t;
  if (kind === 'infant' && value > t.adult) return t;
  if (kind === 'adult' && next.infant > value) next.infant = value;
  return next;
}

export function canChangeTravellers(t: FlightTravellers, kind: FlightTravellerKind, delta: number): boolean {
  return setFlightTravellers(t, kind, t[kind] + delta) !== t;
}

/** Spec section 2.8: "{n}A {n}C {n} inf" when children or infants exceed 0, otherwise "{n} Adult". */
export function flightTravellersSummary(t: FlightTravellers): string {
  if (t.children > 0 || t.infant > 0) return `${t.adult}A ${t.children}C ${t.infant} inf`;
  return `${t.adult} Adult`;
}

/**
 * Flight prices are for the whole party: the label that says so, "Total for 1 traveller" /
 * "Total for 4 travellers" (infants count: they pay a fare too).
 */
export function totalForTravellersLabel(t: FlightTravellers): string {
  const n = t.adult + t.children + t.infant;
  return `Total for ${n} ${n === 1 ? 'traveller' : 'travellers'}`;
}

export function isValidFlightTravellers(t: FlightTravellers): boolean {
  const whole = [t.adult, t.children, t.infant].every((n) => Number.isSafeInteger(n));
  return (
    whole &&
    t.adult >= FLIGHT_TRAVELLER_MIN.adult &&
    t.children >= 0 &&
    t.infant >= 0 &&
    t.infant <= t.adult &&
    t.adult + t.children <= MAX_FLIGHT_SEATS
  );
}

export type FlightPassengerType = 'ADT' | 'CHD' | 'INF';

export interface FlightTravellerDetail {
  paxId: number;
  passengerType: FlightPassengerType;
  gender: string;
  firstName: string;
  lastName: string;
  nationality: string;
  passportNumber: string;
  /** year-month-day */
  birthDate: { year: string; month: string; day: string };
  passportExpiry: { day: string; month: string; year: string };
}

const blankDate = () => ({ year: '', month: '', day: '' });

/** Spec section 4: traveller rows from the counts, adults, then children, then the extra infant rows. */
export function flightTravellerRows(t: FlightTravellers): FlightTravellerDetail[] {
  const types: FlightPassengerType[] = [
    ...Array<FlightPassengerType>(t.adult).fill('ADT'),
    ...Array<FlightPassengerType>(t.children).fill('CHD'),
    ...Array<FlightPassengerType>(t.infant).fill('INF'),
  ];
  return types.map((passengerType, i) => ({
    paxId: i + 1,
    passengerType,
    gender: '',
    firstName: '',
    lastName: '',
    nationality: '',
    passportNumber: '',
    birthDate: blankDate(),
    passportExpiry: blankDate(),
  }));
}

/**
 * Spec section 4: a date of birth or passport expiry composed from day, month and year parts;
 * setting only a year gives month and day 01. Null until a year is set.
 */
export function composePartsDate(parts: { year?: string; month?: string; day?: string }): string | null {
  const year = (parts.year ?? '').trim();
  if (!/^\d{4}$/.test(year)) return null;
  const two = (v: string | undefined) => {
    const n = Number((v ?? '').trim() || '1');
    return String(Number.isInteger(n) && n > 0 ? n : 1).padStart(2, '0');
  };
  return `${year}-${two(parts.month)}-${two(parts.day)}`;
}

/** Spec section 3: month list January-December with values 1-12. */
export const FLIGHT_MONTHS: readonly { name: string; value: number }[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((name, i) => ({ name, value: i + 1 }));
