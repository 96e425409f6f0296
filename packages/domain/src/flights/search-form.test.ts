import { describe, expect, it } from 'vitest';
import {
  addLeg,
  FLIGHT_MESSAGES,
  initialFlightSearch,
  removeLeg,
  RETURN_BEFORE_DEPARTURE_NOTE,
  SAME_AIRPORT_MESSAGE,
  returnPickerMin,
  setDepartureDate,
  setReturnDate,
  setRowField,
  switchTripType,
  validateFlightSearch,
  type AirportRef,
  type FlightSearchState,
} from './search-form.ts';

const TODAY = '2026-11-26';
const DXB: AirportRef = { iata: 'DXB', name: 'Dubai Intl', city: 'Dubai', country: 'United Arab Emirates' };
const LHR: AirportRef = { iata: 'LHR', name: 'Heathrow', city: 'London', country: 'United Kingdom' };
const JFK: AirportRef = {
  iata: 'JFK',
  name: 'John F Kennedy Intl',
  city: 'New York',
  country: 'United States',
};

const filled = (): FlightSearchState => {
  let s = initialFlightSearch(TODAY);
  s = setRowField(s, 0, 'cityFrom', DXB);
  return setRowField(s, 0, 'cityTo', LHR);
};

describe('initial flight search', () => {
  it('is one way, economy, departure today, one adult', () => {
    const s = initialFlightSearch(TODAY);
    expect(s.tripType).toBe('oneway');
    expect(s.flightsData).toHaveLength(1);
    expect(s.flightsData[0]).toMatchObject({ class: 'economy', departureDate: TODAY, returnDate: null });
    expect(s.travellers).toEqual({ adult: 1, children: 0, infant: 0 });
  });
});

describe('trip type switch', () => {
  it('multicity sets up two legs, the second starting where the first ends', () => {
    const s = switchTripType(filled(), 'multicity');
    expect(s.flightsData).toHaveLength(2);
    expect(s.flightsData[1]!.cityFrom).toEqual(LHR);
    expect(s.flightsData[1]!.cityTo).toBeNull();
  });
  it('any other type resets to a single leg', () => {
    const multi = addLeg(switchTripType(filled(), 'multicity'));
    expect(multi.flightsData).toHaveLength(3);
    const back = switchTripType(multi, 'return');
    expect(back.flightsData).toHaveLength(1);
    expect(back.flightsData[0]!.cityFrom).toEqual(DXB);
    expect(switchTripType(back, 'oneway').flightsData).toHaveLength(1);
  });
  it('one way drops the return date', () => {
    const ret = setReturnDate(filled(), '2026-12-05', TODAY);
    expect(ret.ok && ret.state.tripType).toBe('return');
    expect(switchTripType(ret.state, 'oneway').flightsData[0]!.returnDate).toBeNull();
  });
});

describe('legs', () => {
  it('a new leg starts at the previous destination; at most 5 legs', () => {
    let s = switchTripType(filled(), 'multicity');
    s = setRowField(s, 1, 'cityTo', JFK);
    s = addLeg(s);
    expect(s.flightsData[2]!.cityFrom).toEqual(JFK);
    s = addLeg(addLeg(addLeg(s)));
    expect(s.flightsData).toHaveLength(5);
  });
  it('changing a multicity cityTo sets the next row cityFrom', () => {
    const s = setRowField(switchTripType(filled(), 'multicity'), 0, 'cityTo', JFK);
    expect(s.flightsData[1]!.cityFrom).toEqual(JFK);
  });
  it('outside multicity cityTo changes only its row', () => {
    const s = setRowField(filled(), 0, 'cityTo', JFK);
    expect(s.flightsData).toHaveLength(1);
    expect(s.flightsData[0]!.cityTo).toEqual(JFK);
  });
  it('removing keeps the first row (and two legs in multicity)', () => {
    expect(removeLeg(filled(), 0).flightsData).toHaveLength(1);
    const multi = addLeg(switchTripType(filled(), 'multicity'));
    expect(removeLeg(multi, 2).flightsData).toHaveLength(2);
    expect(removeLeg(removeLeg(multi, 2), 1).flightsData).toHaveLength(2);
  });
  it('the class applies to every row', () => {
    const s = setRowField(switchTripType(filled(), 'multicity'), 0, 'class', 'Business');
    expect(s.flightsData.map((r) => r.class)).toEqual(['Business', 'Business']);
  });
});

describe('dates', () => {
  it('departure before today is ignored', () => {
    const s = filled();
    expect(setDepartureDate(s, 0, '2026-11-25', TODAY)).toBe(s);
    expect(setDepartureDate(s, 0, TODAY, TODAY).flightsData[0]!.departureDate).toBe(TODAY);
  });
  it('a return before the new departure moves to departure plus one day', () => {
    const r = setReturnDate(filled(), '2026-12-03', TODAY);
    const s = setDepartureDate(r.state, 0, '2026-12-10', TODAY);
    expect(s.flightsData[0]!.returnDate).toBe('2026-12-11');
  });
  it('a return earlier than departure is ignored with the console note', () => {
    const s = setDepartureDate(filled(), 0, '2026-12-10', TODAY);
    const r = setReturnDate(s, '2026-12-09', TODAY);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.note).toBe(RETURN_BEFORE_DEPARTURE_NOTE);
    expect(r.state).toBe(s);
    expect(RETURN_BEFORE_DEPARTURE_NOTE).toBe('Return date cannot be earlier than departure date');
  });
  it('a return on the departure day is allowed and switches to return mode', () => {
    const s = setDepartureDate(filled(), 0, '2026-12-10', TODAY);
    const r = setReturnDate(s, '2026-12-10', TODAY);
    expect(r.ok).toBe(true);
    expect(r.state.tripType).toBe('return');
  });
  it('the return picker starts one day before departure (never before today)', () => {
    expect(returnPickerMin(setDepartureDate(filled(), 0, '2026-12-10', TODAY), TODAY)).toBe('2026-12-09');
    expect(returnPickerMin(filled(), TODAY)).toBe(TODAY);
  });
  it('a later multicity leg cannot start before the previous one and follows it forward', () => {
    let s = switchTripType(filled(), 'multicity');
    s = setDepartureDate(s, 0, '2026-12-01', TODAY);
    s = setDepartureDate(s, 1, '2026-12-05', TODAY);
    expect(setDepartureDate(s, 1, '2026-11-28', TODAY)).toBe(s);
    s = setDepartureDate(s, 0, '2026-12-08', TODAY);
    expect(s.flightsData[1]!.departureDate).toBe('2026-12-08');
  });
});

describe('validation messages', () => {
  it('are the spec texts, verbatim', () => {
    expect(FLIGHT_MESSAGES).toEqual({
      class: 'Please select a flight class before proceeding.',
      from: 'Please select a flight Departure Airport.',
      to: 'Please select a flight Arrival Airport.',
      departureDate: 'Please select the Departure Date.',
      returnDate: 'Please select the Arrival Date.',
    });
  });
  it('an empty form names both airports', () => {
    const errors = validateFlightSearch(initialFlightSearch(TODAY), TODAY);
    expect(errors[0]!.errors).toEqual({ from: FLIGHT_MESSAGES.from, to: FLIGHT_MESSAGES.to });
  });
  it('a return trip without return date asks for the Arrival Date only then', () => {
    const s = switchTripType(filled(), 'return');
    expect(validateFlightSearch(s, TODAY)[0]!.errors).toEqual({ returnDate: FLIGHT_MESSAGES.returnDate });
    expect(validateFlightSearch(filled(), TODAY)).toEqual([]);
  });
  it('no class, no departure date and the same airport twice are refused', () => {
    let s = setRowField(filled(), 0, 'class', null);
    s = { ...s, flightsData: [{ ...s.flightsData[0]!, departureDate: null, cityTo: DXB }] };
    expect(validateFlightSearch(s, TODAY)[0]!.errors).toMatchObject({
      class: FLIGHT_MESSAGES.class,
      departureDate: FLIGHT_MESSAGES.departureDate,
      sameAirport: SAME_AIRPORT_MESSAGE,
    });
  });
  it('every multicity leg is checked', () => {
    const s = switchTripType(filled(), 'multicity');
    expect(validateFlightSearch(s, TODAY)).toEqual([{ index: 1, errors: { to: FLIGHT_MESSAGES.to } }]);
  });
});
