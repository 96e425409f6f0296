import { addDays, isPlainDate } from '../plain-date.ts';
import { DEFAULT_FLIGHT_TRAVELLERS, isValidFlightTravellers, type FlightTravellers } from './travellers.ts';

/** Flight search state of spec section 3 and its rules of section 4. */
export type TripType = 'oneway' | 'return' | 'multicity';
export const TRIP_TYPES: readonly TripType[] = ['oneway', 'return', 'multicity'];
export const TRIP_TYPE_LABELS: Readonly<Record<TripType, string>> = {
  oneway: 'One way',
  return: 'Return',
  multicity: 'Multicity',
};

/** Spec section 4: the page stores class as economy or Business. */
export type FlightClass = 'economy' | 'Business';
export const FLIGHT_CLASSES: readonly FlightClass[] = ['economy', 'Business'];
export const FLIGHT_CLASS_LABELS: Readonly<Record<FlightClass, string>> = {
  economy: 'Economy',
  Business: 'Business class',
};

/** The supplier's cabin of a stored class (the fares-by-date query sends it lowercase). */
export const travelClassOf = (c: FlightClass): 'economy' | 'business' =>
  c === 'Business' ? 'business' : 'economy';

/** cityFrom / cityTo of a row: {iata, name} plus what the recent-search cards show. */
export interface AirportRef {
  iata: string;
  name: string;
  city: string;
  country: string;
}

export interface FlightRow {
  cityFrom: AirportRef | null;
  cityTo: AirportRef | null;
  departureDate: string | null;
  returnDate: string | null;
  class: FlightClass | null;
}

export interface FlightSearchState {
  tripType: TripType;
  flightsData: FlightRow[];
  travellers: FlightTravellers;
}

/** Multicity legs: two at the start, at most this many. */
export const MIN_MULTICITY_LEGS = 2;
export const MAX_MULTICITY_LEGS = 5;

export const RETURN_BEFORE_DEPARTURE_NOTE = 'Return date cannot be earlier than departure date';

const blankRow = (date: string | null, cls: FlightClass | null = 'economy'): FlightRow => ({
  cityFrom: null,
  cityTo: null,
  departureDate: date,
  returnDate: null,
  class: cls,
});

/** Spec section 4 and 9: economy, departure today, one adult, one way. */
export function initialFlightSearch(today: string): FlightSearchState {
  return { tripType: 'oneway', flightsData: [blankRow(today)], travellers: { ...DEFAULT_FLIGHT_TRAVELLERS } };
}

/** Spec section 4: multicity sets up multi-leg data; any other type resets to a single leg. */
export function switchTripType(state: FlightSearchState, tripType: TripType): FlightSearchState {
  const first = state.flightsData[0] ?? blankRow(null);
  if (tripType === 'multicity') {
    const legs = state.tripType === 'multicity' ? state.flightsData : [{ ...first, returnDate: null }];
    const rows = [...legs];
    while (rows.length < MIN_MULTICITY_LEGS) rows.push(nextLeg(rows[rows.length - 1]!));
    return { ...state, tripType, flightsData: rows };
  }
  const single: FlightRow = { ...first, returnDate: tripType === 'return' ? first.returnDate : null };
  return { ...state, tripType, flightsData: [single] };
}

/** Spec section 4: a new row's origin is the previous row's destination. */
function nextLeg(previous: FlightRow): FlightRow {
  return {
    cityFrom: previous.cityTo,
    cityTo: null,
    departureDate: previous.departureDate,
    returnDate: null,
    class: previous.class,
  };
}

export function addLeg(state: FlightSearchState): FlightSearchState {
  if (state.tripType !== 'multicity' || state.flightsData.length >= MAX_MULTICITY_LEGS) return state;
  const last = state.flightsData[state.flightsData.length - 1]!;
  return { ...state, flightsData: [...state.flightsData, nextLeg(last)] };
}

/** Spec section 4: removing keeps the first row for non-multicity trips (multicity keeps two). */
export function removeLeg(state: FlightSearchState, index: number): FlightSearchState {
  const min = state.tripType === 'multicity' ? MIN_MULTICITY_LEGS : 1;
  if (index < 0 || index >= state.flightsData.length || state.flightsData.length <= min) return state;
  if (state.tripType !== 'multicity' && index === 0) return state;
  return { ...state, flightsData: state.flightsData.filter((_, i) => i !== index) };
}

type RowField = 'cityFrom' | 'cityTo' | 'class';

/**
 * Spec section 4: editing sets one named field by row index. In multicity, changing a row's cityTo
 * also sets the next row's cityFrom. The class applies to every row (one cabin per search).
 */
export function setRowField<K extends RowField>(
  state: FlightSearchState,
  index: number,
  field: K,
  value: FlightRow[K],
): FlightSearchState {
  if (index < 0 || index >= state.flightsData.length) return state;
  const rows = state.flightsData.map((row, i) => {
    if (field === 'class') return { ...row, class: value as FlightClass | null };
    if (i === index) return { ...row, [field]: value };
    if (state.tripType === 'multicity' && field === 'cityTo' && i === index + 1)
      return { ...row, cityFrom: value as AirportRef | null };
    return row;
  });
  return { ...state, flightsData: rows };
}

/** Spec section 5: flight dates cannot be before today. */
export function isSelectableDeparture(date: string, today: string): boolean {
  return isPlainDate(date) && date >= today;
}

/**
 * A departure date. Before today: ignored. On the first leg, a return before the new departure moves
 * to departure plus one day (spec section 4). Later multicity legs never start before earlier ones:
 * a later leg dated before this one moves to this date.
 */
export function setDepartureDate(
  state: FlightSearchState,
  index: number,
  date: string,
  today: string,
): FlightSearchState {
  if (!isSelectableDeparture(date, today) || index < 0 || index >= state.flightsData.length) return state;
  if (index > 0) {
    const previous = state.flightsData[index - 1]?.departureDate;
    if (previous && date < previous) return state;
  }
  const rows = state.flightsData.map((row, i) => {
    if (i === index) {
      const returnDate = row.returnDate && row.returnDate < date ? addDays(date, 1) : row.returnDate;
      return { ...row, departureDate: date, returnDate };
    }
    if (i > index && row.departureDate && row.departureDate < date) return { ...row, departureDate: date };
    return row;
  });
  return { ...state, flightsData: rows };
}

/** Spec section 4: the return picker allows dates from one day before departure onward. */
export function returnPickerMin(state: FlightSearchState, today: string): string {
  const departure = state.flightsData[0]?.departureDate ?? today;
  const min = addDays(departure, -1);
  return min < today ? today : min;
}

export type ReturnDateResult =
  { ok: true; state: FlightSearchState } | { ok: false; state: FlightSearchState; note: string };

/**
 * Spec sections 4 and 5: a return date earlier than departure is ignored with the console note
 * "Return date cannot be earlier than departure date". Picking a return date switches to return mode.
 */
export function setReturnDate(state: FlightSearchState, date: string, today: string): ReturnDateResult {
  const first = state.flightsData[0];
  if (!first || !isPlainDate(date) || date < today)
    return { ok: false, state, note: 'Date input not valid.' };
  if (first.departureDate && date < first.departureDate)
    return { ok: false, state, note: RETURN_BEFORE_DEPARTURE_NOTE };
  const base = state.tripType === 'return' ? state : switchTripType(state, 'return');
  const rows = base.flightsData.map((row, i) => (i === 0 ? { ...row, returnDate: date } : row));
  return { ok: true, state: { ...base, flightsData: rows } };
}

/** Spec section 5 messages, in the order they are shown. */
export const FLIGHT_MESSAGES = {
  class: 'Please select a flight class before proceeding.',
  from: 'Please select a flight Departure Airport.',
  to: 'Please select a flight Arrival Airport.',
  departureDate: 'Please select the Departure Date.',
  returnDate: 'Please select the Arrival Date.',
} as const;

/** Our own message: a leg must go somewhere. */
export const SAME_AIRPORT_MESSAGE = 'Departure and arrival airports must be different.';

export type FlightFieldError = keyof typeof FLIGHT_MESSAGES | 'sameAirport';

export interface RowErrors {
  index: number;
  errors: Partial<Record<FlightFieldError, string>>;
}

/** Every message per row after a search attempt; an empty list means the search may run. */
export function validateFlightSearch(state: FlightSearchState, today: string): RowErrors[] {
  const result: RowErrors[] = [];
  state.flightsData.forEach((row, index) => {
    const errors: RowErrors['errors'] = {};
    if (!row.class) errors.class = FLIGHT_MESSAGES.class;
    if (!row.cityFrom?.iata) errors.from = FLIGHT_MESSAGES.from;
    if (!row.cityTo?.iata) errors.to = FLIGHT_MESSAGES.to;
    if (row.cityFrom?.iata && row.cityFrom.iata === row.cityTo?.iata)
      errors.sameAirport = SAME_AIRPORT_MESSAGE;
    if (!row.departureDate || !isSelectableDeparture(row.departureDate, today))
      errors.departureDate = FLIGHT_MESSAGES.departureDate;
    if (index === 0 && state.tripType === 'return' && !row.returnDate)
      errors.returnDate = FLIGHT_MESSAGES.returnDate;
    if (Object.keys(errors).length > 0) result.push({ index, errors });
  });
  if (!isValidFlightTravellers(state.travellers)) result.push({ index: 0, errors: {} });
  return result;
}

export function isSearchable(state: FlightSearchState, today: string): boolean {
  return validateFlightSearch(state, today).length === 0;
}
