import { describe, expect, it } from 'vitest';
import {
  airportLabel,
  isPassengerAirport,
  keepWithIata,
  NO_AIRPORT_TEXT,
  searchAirports,
} from './airports.ts';
import { datesOf, fareMap, faresByDateQuery, monthSpan } from './fare-calendar.ts';
import {
  parseRecentSearches,
  pushRecentSearch,
  recentTripLabel,
  RECENT_SEARCH_LIMIT,
  type RecentSearch,
} from './recent-searches.ts';
import { flightResultsQuery, parseFlightResultsQuery } from './search-query.ts';
import {
  initialFlightSearch,
  setReturnDate,
  setRowField,
  switchTripType,
  type AirportRef,
} from './search-form.ts';
import {
  addSeat,
  clearAddOns,
  dropEmptyBaggageKeys,
  dropEmptyMealKeys,
  emptyAddOns,
  removeMeal,
  removePassengerSeats,
  removeSeat,
} from './addons.ts';

const TODAY = '2026-11-26';
const A = (iata: string, city: string, country = 'X') => ({
  iata,
  city,
  name: `${city} Intl`,
  country,
  tz: 'UTC',
});
const LIST = [
  A('DXB', 'Dubai', 'United Arab Emirates'),
  A('DWC', 'Dubai', 'United Arab Emirates'),
  A('LHR', 'London'),
  A('LGW', 'London'),
  A('ADL', 'Adelaide'),
  A('BOM', 'Mumbai'),
  A('DEL', 'Delhi'),
  A('MAD', 'Madrid'),
];

describe('airport search', () => {
  it('IATA matches first, then city matches; at most 5', () => {
    expect(searchAirports(LIST, 'd').map((a) => a.iata)).toEqual(['DXB', 'DWC', 'DEL', 'LHR', 'LGW']);
    expect(searchAirports(LIST, 'lon').map((a) => a.iata)).toEqual(['LHR', 'LGW']);
    expect(searchAirports(LIST, 'DX').map((a) => a.iata)).toEqual(['DXB']);
  });
  it("city matches at a word start first, a city's airports together, the list's rank kept", () => {
    const ranked = [
      A('BCN', 'Barcelona'),
      A('LHR', 'London', 'United Kingdom'),
      A('YXU', 'London', 'Canada'),
      A('ELS', 'East London'),
      A('LCY', 'London', 'United Kingdom'),
    ];
    expect(searchAirports(ranked, 'lon').map((a) => a.iata)).toEqual(['LHR', 'LCY', 'YXU', 'ELS', 'BCN']);
  });
  it('empty text shows all (the first 5); nothing matches: the spec text', () => {
    expect(searchAirports(LIST, '  ')).toHaveLength(5);
    expect(searchAirports(LIST, 'zzz')).toEqual([]);
    expect(NO_AIRPORT_TEXT).toBe('Sorry! No airport found.');
  });
  it('city codes, stations and heliports are not offered; an airport of a town called Station is', () => {
    for (const name of ['All Airports', 'Paddington Station', 'Berlin Hauptbahnhof', 'Wall Street Heliport'])
      expect(isPassengerAirport({ name })).toBe(false);
    for (const name of ['Heathrow', 'Dubai Intl', 'Pilot Station Airport'])
      expect(isPassengerAirport({ name })).toBe(true);
  });
  it('labels "{iata}-{city},{country}" and keeps only airports with an IATA code', () => {
    expect(airportLabel(LIST[0]!)).toBe('DXB-Dubai,United Arab Emirates');
    expect(keepWithIata([{ iata: '' }, { iata: null }, { iata: 'DXB' }, { iata: '\\N' }])).toEqual([
      { iata: 'DXB' },
    ]);
  });
});

const DXB: AirportRef = { iata: 'DXB', name: 'Dubai Intl', city: 'Dubai', country: 'UAE' };
const LHR: AirportRef = { iata: 'LHR', name: 'Heathrow', city: 'London', country: 'UK' };
const route = () =>
  setRowField(setRowField(initialFlightSearch(TODAY), 0, 'cityFrom', DXB), 0, 'cityTo', LHR);

describe('fare calendar', () => {
  it('spans the departure month', () => {
    expect(monthSpan('2026-02-14')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(monthSpan('2026-12-31')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(datesOf('2026-02-01', '2026-02-28')).toHaveLength(28);
  });
  it('outbound query: lowercase class, the trip type; return query adds outBoundDate', () => {
    const s = setRowField(route(), 0, 'class', 'Business');
    expect(faresByDateQuery(s, 'outbound')).toEqual({
      origin: 'DXB',
      destination: 'LHR',
      travelClass: 'business',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      type: 'oneway',
    });
    expect(faresByDateQuery(s, 'return')).toBeNull();
    const r = setReturnDate(s, '2026-12-04', TODAY).state;
    expect(faresByDateQuery(r, 'return')).toMatchObject({ type: 'return', outBoundDate: '2026-12-04' });
    expect(faresByDateQuery(initialFlightSearch(TODAY), 'outbound')).toBeNull();
  });
  it('keeps the cheapest fare of a date', () => {
    expect(
      fareMap([
        { date: 'd', fare: 5 },
        { date: 'd', fare: 3 },
      ]).get('d'),
    ).toBe(3);
  });
});

describe('results query', () => {
  it('has exactly the spec parameters, in order', () => {
    const r = setReturnDate(route(), '2026-12-04', TODAY).state;
    expect([...flightResultsQuery(r).keys()]).toEqual([
      'adults',
      'childs',
      'infants',
      'class',
      'depart_date',
      'from',
      'fromPlace',
      'to',
      'toPlace',
      'type',
      'return_date',
    ]);
    expect(flightResultsQuery(r).toString()).toBe(
      'adults=1&childs=0&infants=0&class=economy&depart_date=2026-11-26&from=DXB&fromPlace=Dubai+Intl&to=LHR&toPlace=Heathrow&type=return&return_date=2026-12-04',
    );
  });
  it('round-trips, multicity included; incomplete queries parse to null', () => {
    const r = setReturnDate(route(), '2026-12-04', TODAY).state;
    const back = parseFlightResultsQuery(flightResultsQuery(r), (iata) => (iata === 'DXB' ? DXB : null));
    expect(back?.flightsData[0]).toMatchObject({ cityFrom: DXB, returnDate: '2026-12-04', class: 'economy' });
    const m = setRowField(switchTripType(route(), 'multicity'), 1, 'cityTo', DXB);
    const parsed = parseFlightResultsQuery(flightResultsQuery(m));
    expect(parsed?.flightsData.map((x) => [x.cityFrom?.iata, x.cityTo?.iata])).toEqual([
      ['DXB', 'LHR'],
      ['LHR', 'DXB'],
    ]);
    expect(parseFlightResultsQuery(new URLSearchParams('adults=1&type=oneway'))).toBeNull();
    expect(
      parseFlightResultsQuery(
        new URLSearchParams('adults=0&class=economy&type=oneway&from=DXB&to=LHR&depart_date=2026-12-01'),
      ),
    ).toBeNull();
  });
});

describe('recent searches', () => {
  const rec = (to: string): RecentSearch => ({
    ...route(),
    flightsData: [{ ...route().flightsData[0]!, cityTo: { ...LHR, iata: to } }],
  });
  it('keeps 4, newest first, no duplicates', () => {
    let list: RecentSearch[] = [];
    for (const to of ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'CCC']) list = pushRecentSearch(list, rec(to));
    expect(list.map((s) => s.flightsData[0]!.cityTo!.iata)).toEqual(['CCC', 'EEE', 'DDD', 'BBB']);
    expect(RECENT_SEARCH_LIMIT).toBe(4);
  });
  it('labels and parses', () => {
    expect(recentTripLabel({ tripType: 'return' })).toBe('Round Trip');
    expect(recentTripLabel({ tripType: 'oneway' })).toBe('One-Way');
    expect(parseRecentSearches('x')).toEqual([]);
    expect(parseRecentSearches([rec('AAA'), { tripType: 'x' }])).toHaveLength(1);
  });
});

describe('add-ons', () => {
  const seat = (n: string, keys = ['p1']) => ({
    segmentKey: 's1',
    seatCode: 'A',
    seatNumber: n,
    seatKeys: keys,
    seatPrice: 10,
  });
  it('a seat already selected on the segment is ignored', () => {
    const a = addSeat(emptyAddOns(), seat('1A'));
    expect(addSeat(a, seat('1A', ['p2']))).toBe(a);
    expect(addSeat(a, seat('1B')).seats).toHaveLength(2);
  });
  it('removing a passenger removes its key from every seat', () => {
    const a = addSeat(addSeat(emptyAddOns(), seat('1A', ['p1', 'p2'])), seat('1B', ['p1']));
    expect(removePassengerSeats(a, 'p1').seats).toEqual([seat('1A', ['p2'])]);
  });
  it('removing needs every identifying field to match', () => {
    const a = addSeat(emptyAddOns(), seat('1A'));
    expect(removeSeat(a, { segmentKey: 's1', seatCode: 'A', seatNumber: '1B' }).seats).toHaveLength(1);
    expect(removeSeat(a, { segmentKey: 's1', seatCode: 'A', seatNumber: '1A' }).seats).toHaveLength(0);
    const meal = {
      segmentKey: 's1',
      legKey: 'l1',
      mealCode: 'VG',
      mealInfo: '',
      mealPrice: 1,
      from: 'DXB',
      to: 'LHR',
    };
    const m = { ...emptyAddOns(), meal: [meal] };
    expect(removeMeal(m, { segmentKey: 's1', legKey: 'l2', mealCode: 'VG' }).meal).toHaveLength(1);
    expect(removeMeal(m, meal).meal).toHaveLength(0);
  });
  it('zero counts drop keys; no key left empties the list; lists clear together or alone', () => {
    const meal = {
      segmentKey: 's1',
      legKey: 'l1',
      mealCode: 'VG',
      mealInfo: '',
      mealPrice: 1,
      from: 'D',
      to: 'L',
    };
    const a = { ...emptyAddOns(), meal: [{ ...meal, mealKeys: [{ key: 'p1', count: 0 }] }] };
    expect(dropEmptyMealKeys(a).meal).toEqual([]);
    const bag = { segmentKey: 's1', baggageCode: 'B10', baggageInfo: '', baggagePrice: 1 };
    const b = {
      ...emptyAddOns(),
      luggage: [
        {
          ...bag,
          baggageKeys: [
            { key: 'p1', count: 1 },
            { key: 'p2', count: 0 },
          ],
        },
      ],
    };
    expect(dropEmptyBaggageKeys(b).luggage[0]!.baggageKeys).toEqual([{ key: 'p1', count: 1 }]);
    expect(clearAddOns(b, 'luggage').luggage).toEqual([]);
    expect(clearAddOns(a)).toEqual(emptyAddOns());
  });
});
