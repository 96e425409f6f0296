import { describe, expect, it } from 'vitest';
import { flightActions as a, flightSlice, initialFlightState, type FlightState } from './flight.slice';

const TODAY = '2026-11-26';
const run = (...actions: Parameters<typeof flightSlice.reducer>[1][]): FlightState =>
  actions.reduce(flightSlice.reducer, initialFlightState(TODAY));
const dxb = { iata: 'DXB', name: 'Dubai Intl', city: 'Dubai', country: 'United Arab Emirates' };
const lhr = { iata: 'LHR', name: 'Heathrow', city: 'London', country: 'United Kingdom' };
const cdg = { iata: 'CDG', name: 'Charles de Gaulle', city: 'Paris', country: 'France' };

describe('flight search state (spec sections 3 and 4)', () => {
  it('starts one way, economy, today, one adult', () => {
    const s = initialFlightState(TODAY);
    expect(s.tripType).toBe('oneway');
    expect(s.flightsData).toEqual([
      { cityFrom: null, cityTo: null, departureDate: TODAY, returnDate: null, class: 'economy' },
    ]);
    expect(s.travellers).toEqual({ adult: 1, children: 0, infant: 0 });
  });
  it('multicity chains legs: a row destination becomes the next origin', () => {
    const s = run(
      a.setTripType('multicity'),
      a.setRow({ index: 0, field: 'cityFrom', value: dxb }),
      a.setRow({ index: 0, field: 'cityTo', value: lhr }),
      a.addLeg(),
    );
    expect(s.flightsData).toHaveLength(3);
    expect(s.flightsData[1]!.cityFrom).toEqual(lhr);
    const back = flightSlice.reducer(s, a.setTripType('oneway'));
    expect(back.flightsData).toHaveLength(1);
  });
  it('a class is always chosen: another one replaces it, clearing it is ignored', () => {
    const s = run(a.setRow({ index: 0, field: 'class', value: 'Business' }));
    expect(s.flightsData[0]!.class).toBe('Business');
    expect(flightSlice.reducer(s, a.setRow({ index: 0, field: 'class', value: null }))).toEqual(s);
  });
  it('a return date before departure is ignored; a later one switches to return', () => {
    const s = run(a.setDepartureDate({ index: 0, date: '2026-12-10', today: TODAY }));
    expect(flightSlice.reducer(s, a.setReturnDate({ date: '2026-12-09', today: TODAY }))).toEqual(s);
    const r = flightSlice.reducer(s, a.setReturnDate({ date: '2026-12-15', today: TODAY }));
    expect(r.tripType).toBe('return');
    expect(r.flightsData[0]!.returnDate).toBe('2026-12-15');
  });
  it('infants never above adults; a recent search restores rows, travellers and trip type', () => {
    const s = run(a.setTravellers({ kind: 'infant', count: 2 }));
    expect(s.travellers.infant).toBe(0);
    const restored = run(
      a.restoreSearch({
        tripType: 'return',
        travellers: { adult: 2, children: 1, infant: 1 },
        flightsData: [
          {
            cityFrom: dxb,
            cityTo: cdg,
            departureDate: '2026-12-01',
            returnDate: '2026-12-08',
            class: 'Business',
          },
        ],
      }),
    );
    expect(restored.tripType).toBe('return');
    expect(restored.travellers).toEqual({ adult: 2, children: 1, infant: 1 });
    expect(restored.flightsData[0]!.cityTo).toEqual(cdg);
  });
});

describe('flight booking state', () => {
  const data = { tbId: 'tb1', travellers: { adult: 2, children: 1, infant: 1 }, segmentKeys: ['s1', 's2'] };
  const seat = (n: string, segmentKey = 's1') => ({
    segmentKey,
    seatCode: n,
    seatNumber: n,
    seatPrice: 2000,
  });

  it('traveller rows from the counts with the extra infant row; typed values survive a re-price', () => {
    let s = run(a.selectFlight({ tbId: 'tb1' }), a.setFlightFullData(data));
    expect(s.travellerDetails.map((r) => r.passengerType)).toEqual(['ADT', 'ADT', 'CHD', 'INF']);
    s = flightSlice.reducer(s, a.setTravellerField({ index: 3, field: 'firstName', value: 'Baby' }));
    s = flightSlice.reducer(
      s,
      a.setTravellerDatePart({ index: 3, field: 'birthDate', part: 'year', value: '2026' }),
    );
    s = flightSlice.reducer(s, a.setFlightFullData(data));
    expect(s.travellerDetails[3]!.firstName).toBe('Baby');
    expect(s.travellerDetails[3]!.birthDate.year).toBe('2026');
  });
  it('seats: one per passenger per segment, a taken seat ignored, a passenger removed everywhere', () => {
    let s = run(a.setFlightFullData(data));
    s = flightSlice.reducer(s, a.chooseSeat({ seat: seat('12A'), passengerKey: '1' }));
    s = flightSlice.reducer(s, a.chooseSeat({ seat: seat('12A'), passengerKey: '2' }));
    s = flightSlice.reducer(s, a.chooseSeat({ seat: seat('12B'), passengerKey: '1' }));
    s = flightSlice.reducer(s, a.chooseSeat({ seat: seat('3C', 's2'), passengerKey: '1' }));
    expect(s.addOns.seats.map((x) => [x.segmentKey, x.seatNumber, x.seatKeys])).toEqual([
      ['s1', '12B', ['1']],
      ['s2', '3C', ['1']],
    ]);
    s = flightSlice.reducer(s, a.removePassengerSeats('1'));
    expect(s.addOns.seats).toEqual([]);
  });
  it('another fare starts a new booking; add-ons of vanished segments go', () => {
    let s = run(a.selectFlight({ tbId: 'tb1' }), a.setFlightFullData(data));
    s = flightSlice.reducer(s, a.chooseSeat({ seat: seat('12A', 's2'), passengerKey: '1' }));
    s = flightSlice.reducer(s, a.setFlightFullData({ ...data, segmentKeys: ['s1'] }));
    expect(s.addOns.seats).toEqual([]);
    s = flightSlice.reducer(s, a.chooseSeat({ seat: seat('12A'), passengerKey: '1' }));
    s = flightSlice.reducer(s, a.selectFlight({ tbId: 'tb2' }));
    expect(s.addOns.seats).toEqual([]);
    expect(s.travellerDetails).toEqual([]);
  });
  it('add-on lists empty together or alone', () => {
    const meal = {
      segmentKey: 's1',
      legKey: 'j1',
      mealCode: 'VG',
      mealInfo: 'Veg',
      mealPrice: 100,
      from: 'DXB',
      to: 'LHR',
    };
    const bag = { segmentKey: 'j1', baggageCode: 'B10', baggageInfo: '10 kg', baggagePrice: 500 };
    let s = run(
      a.setFlightFullData(data),
      a.chooseSeat({ seat: seat('1A'), passengerKey: '1' }),
      a.setMealCount({ meal, passengerKey: '1', count: 1 }),
      a.setBaggageCount({ bag, passengerKey: '1', count: 2 }),
    );
    s = flightSlice.reducer(s, a.clearAddOns('meal'));
    expect(s.addOns.meal).toEqual([]);
    expect(s.addOns.luggage).toHaveLength(1);
    s = flightSlice.reducer(s, a.clearAddOns(undefined));
    expect(s.addOns).toEqual({ seats: [], meal: [], luggage: [] });
  });
  it('add-ons go only to travellers of the booking: no passenger 0, no seat for a lap infant', () => {
    const meal = {
      segmentKey: 's1',
      legKey: 's1',
      mealCode: 'VG',
      mealInfo: 'Veg',
      mealPrice: 100,
      from: 'DXB',
      to: 'LHR',
    };
    const bag = { segmentKey: 's1', baggageCode: 'B10', baggageInfo: '10 kg', baggagePrice: 500 };
    // Before the priced itinerary arrives there is no traveller at all.
    let s = run(a.chooseSeat({ seat: seat('1A'), passengerKey: '1' }));
    expect(s.addOns.seats).toEqual([]);
    s = flightSlice.reducer(s, a.setFlightFullData(data));
    for (const action of [
      a.chooseSeat({ seat: seat('1A'), passengerKey: '0' }),
      a.chooseSeat({ seat: seat('1B'), passengerKey: '4' }),
      a.setMealCount({ meal, passengerKey: '0', count: 1 }),
      a.setBaggageCount({ bag, passengerKey: '9', count: 1 }),
    ])
      s = flightSlice.reducer(s, action);
    expect(s.addOns).toEqual({ seats: [], meal: [], luggage: [] });
    s = flightSlice.reducer(s, a.setMealCount({ meal, passengerKey: '4', count: 1 }));
    s = flightSlice.reducer(s, a.chooseSeat({ seat: seat('1A'), passengerKey: '3' }));
    // One adult fewer after a re-price: that passenger's add-ons go.
    s = flightSlice.reducer(
      s,
      a.setFlightFullData({ ...data, travellers: { adult: 1, children: 0, infant: 0 } }),
    );
    expect(s.addOns).toEqual({ seats: [], meal: [], luggage: [] });
  });
});
