import { describe, expect, it } from 'vitest';
import {
  bookingTravellerErrors,
  paxTypeOfAge,
  priceBookingAddons,
  type BookingTraveller,
  type SegmentOptions,
} from './booking-checks.ts';

const dates = { firstTravelDate: '2026-12-20', lastTravelDate: '2027-01-05', today: '2026-11-26' };
const counts = { adult: 2, children: 1, infant: 1 };

const pax = (over: Partial<BookingTraveller>): BookingTraveller => ({
  paxId: 1,
  passengerType: 'ADT',
  firstName: 'Amal',
  lastName: 'Haddad',
  passportNumber: 'P1234567',
  birthDate: '1990-05-01',
  passportExpiry: '2030-01-01',
  ...over,
});

const family = (): BookingTraveller[] => [
  pax({}),
  pax({ paxId: 2, firstName: 'Karim', passportNumber: 'P7654321', birthDate: '1986-03-14' }),
  pax({
    paxId: 3,
    passengerType: 'CHD',
    firstName: 'Lina',
    passportNumber: 'C1122334',
    birthDate: '2016-07-20',
  }),
  pax({
    paxId: 4,
    passengerType: 'INF',
    firstName: 'Omar',
    passportNumber: 'I9988776',
    birthDate: '2025-06-01',
  }),
];

describe('age bands', () => {
  it('adult from 12, child from 2, infant under 2', () => {
    expect([0, 1, 2, 11, 12, 40].map(paxTypeOfAge)).toEqual(['INF', 'INF', 'CHD', 'CHD', 'ADT', 'ADT']);
  });
});

describe('bookingTravellerErrors', () => {
  it('accepts a family that matches the search', () => {
    expect(bookingTravellerErrors(family(), counts, dates)).toEqual({});
  });

  it('refuses counts other than searched', () => {
    const errors = bookingTravellerErrors(family().slice(0, 3), counts, dates);
    expect(errors.travellers).toEqual(['Enter the travellers as searched: 2 adults, 1 child and 1 infant.']);
  });

  it('refuses more infants than adults', () => {
    const list = [
      pax({}),
      pax({ paxId: 2, passengerType: 'INF', passportNumber: 'I1', birthDate: '2025-06-01' }),
      pax({ paxId: 3, passengerType: 'INF', passportNumber: 'I2', birthDate: '2025-07-01' }),
    ];
    const errors = bookingTravellerErrors(list, { adult: 1, children: 0, infant: 2 }, dates);
    expect(errors.travellers).toContain('Infants cannot be more than adults.');
  });

  it('checks the type against the age on the first travel date', () => {
    const list = family();
    list[2] = { ...list[2]!, birthDate: '2014-12-19' }; // 12 on 2026-12-19: an adult by then
    list[0] = { ...list[0]!, birthDate: '2014-12-21' }; // still 11 on 2026-12-20
    const errors = bookingTravellerErrors(list, counts, dates);
    expect(errors['travellers.2.birthDate']).toEqual(['A child must be 2 to 11 years old on 20/12/2026.']);
    expect(errors['travellers.0.birthDate']).toEqual(['An adult must be 12 years or older on 20/12/2026.']);
  });

  it('an infant turning 2 before the last flight needs a seat: refused', () => {
    const list = family();
    list[3] = { ...list[3]!, birthDate: '2025-01-01' };
    expect(bookingTravellerErrors(list, counts, dates)['travellers.3.birthDate']).toEqual([
      'An infant must be under 2 years old on 05/01/2027.',
    ]);
  });

  it('refuses a birth date in the future or that does not exist', () => {
    const list = family();
    list[3] = { ...list[3]!, birthDate: '2026-12-01' };
    list[1] = { ...list[1]!, birthDate: '1986-02-30' };
    const errors = bookingTravellerErrors(list, counts, dates);
    expect(errors['travellers.3.birthDate']).toEqual(['The date of birth cannot be in the future.']);
    expect(errors['travellers.1.birthDate']).toEqual(['This date does not exist.']);
  });

  it('the passport must be valid after the last flight (the day itself is not enough)', () => {
    const list = family();
    list[0] = { ...list[0]!, passportExpiry: '2027-01-05' };
    list[1] = { ...list[1]!, passportExpiry: '2027-01-06' };
    const errors = bookingTravellerErrors(list, counts, dates);
    expect(errors['travellers.0.passportExpiry']).toEqual(['The passport must be valid after 05/01/2027.']);
    expect(errors['travellers.1.passportExpiry']).toBeUndefined();
  });

  it('names in Latin letters; paxIds and passports unique', () => {
    const list = family();
    list[0] = { ...list[0]!, lastName: 'Ḥaddād' };
    list[1] = { ...list[1]!, paxId: 1, passportNumber: 'p1234567' };
    const errors = bookingTravellerErrors(list, counts, dates);
    expect(errors['travellers.0.lastName']).toEqual(['Use Latin letters only, as in the passport.']);
    expect(errors['travellers.1.paxId']).toEqual(['paxId 1 is used twice.']);
    expect(errors['travellers.1.passportNumber']).toEqual([
      'Two travellers cannot have the same passport number.',
    ]);
  });
});

const segment = (key: string, flightNumber: string): SegmentOptions => ({
  segmentKey: key,
  flightNumber,
  seats: [
    { seatNumber: '10A', available: true, price: 12000 },
    { seatNumber: '10B', available: true, price: 2500 },
    { seatNumber: '10C', available: false, price: 4500 },
  ],
  meals: [{ mealCode: 'MOML', mealInfo: 'Muslim meal', mealPrice: 3500 }],
  baggage: [{ baggageCode: 'XB10', baggageInfo: 'Extra 10 kg', baggagePrice: 27500 }],
});
const segments = [segment('S1', 'EK 1'), segment('S2', 'EK 2')];
const travellers = [
  { paxId: 1, passengerType: 'ADT' as const },
  { paxId: 2, passengerType: 'ADT' as const },
  { paxId: 3, passengerType: 'INF' as const },
];
const none = { seats: [], meals: [], baggage: [] };

describe('priceBookingAddons', () => {
  it('prices seats, meals by count and bags by count', () => {
    const { errors, addons } = priceBookingAddons(
      {
        seats: [
          { segmentKey: 'S1', paxId: 1, seatNumber: '10A' },
          { segmentKey: 'S1', paxId: 2, seatNumber: '10B' },
          { segmentKey: 'S2', paxId: 1, seatNumber: '10A' },
        ],
        meals: [{ segmentKey: 'S1', paxId: 3, mealCode: 'MOML', count: 2 }],
        baggage: [{ segmentKey: 'S2', paxId: 2, baggageCode: 'XB10', count: 1 }],
      },
      segments,
      travellers,
    );
    expect(errors).toEqual({});
    expect(addons.seats.map((s) => s.price)).toEqual([12000, 2500, 12000]);
    expect(addons.meals[0]).toMatchObject({ mealInfo: 'Muslim meal', count: 2, price: 7000 });
    expect(addons.baggage[0]).toMatchObject({ baggageInfo: 'Extra 10 kg', price: 27500 });
    expect(addons.total).toBe(12000 + 2500 + 12000 + 7000 + 27500);
  });

  it('nothing chosen costs nothing', () => {
    expect(priceBookingAddons(none, segments, travellers)).toEqual({
      errors: {},
      addons: { seats: [], meals: [], baggage: [], total: 0 },
    });
  });

  it('refuses the same seat for two passengers and two seats for one passenger', () => {
    const { errors } = priceBookingAddons(
      {
        ...none,
        seats: [
          { segmentKey: 'S1', paxId: 1, seatNumber: '10A' },
          { segmentKey: 'S1', paxId: 2, seatNumber: '10A' },
          { segmentKey: 'S1', paxId: 1, seatNumber: '10B' },
        ],
      },
      segments,
      travellers,
    );
    expect(errors['addons.seats.1.seatNumber']).toEqual(['Seat 10A on EK 1 is chosen for two passengers.']);
    expect(errors['addons.seats.2.seatNumber']).toEqual(['One seat per passenger on each flight.']);
  });

  it('refuses add-ons for a segment not in the itinerary or an unknown passenger', () => {
    const { errors } = priceBookingAddons(
      {
        seats: [{ segmentKey: 'XX', paxId: 1, seatNumber: '10A' }],
        meals: [{ segmentKey: 'S1', paxId: 9, mealCode: 'MOML', count: 1 }],
        baggage: [{ segmentKey: 'S9', paxId: 1, baggageCode: 'XB10', count: 1 }],
      },
      segments,
      travellers,
    );
    expect(errors['addons.seats.0.segmentKey']).toEqual(['Segment XX is not in this itinerary.']);
    expect(errors['addons.meals.0.paxId']).toEqual(['No traveller has paxId 9.']);
    expect(errors['addons.baggage.0.segmentKey']).toEqual(['Segment S9 is not in this itinerary.']);
  });

  it('refuses an infant seat, a taken seat, a seat not on the map, unknown codes and repeats', () => {
    const { errors, addons } = priceBookingAddons(
      {
        seats: [
          { segmentKey: 'S1', paxId: 3, seatNumber: '10B' },
          { segmentKey: 'S1', paxId: 1, seatNumber: '10C' },
          { segmentKey: 'S2', paxId: 2, seatNumber: '99Z' },
        ],
        meals: [
          { segmentKey: 'S1', paxId: 1, mealCode: 'XXML', count: 1 },
          { segmentKey: 'S2', paxId: 1, mealCode: 'MOML', count: 1 },
          { segmentKey: 'S2', paxId: 1, mealCode: 'MOML', count: 1 },
        ],
        baggage: [{ segmentKey: 'S1', paxId: 1, baggageCode: 'XB99', count: 1 }],
      },
      segments,
      travellers,
    );
    expect(errors).toEqual({
      'addons.seats.0.seatNumber': ["An infant sits on an adult's lap: no seat."],
      'addons.seats.1.seatNumber': ['Seat 10C on EK 1 is taken.'],
      'addons.seats.2.seatNumber': ['Seat 99Z does not exist on EK 2.'],
      'addons.meals.0.mealCode': ['Meal XXML is not offered on EK 1.'],
      'addons.meals.2.mealCode': ['Give each meal once per passenger, with its count.'],
      'addons.baggage.0.baggageCode': ['Baggage XB99 is not offered on EK 1.'],
    });
    expect(addons.total).toBe(3500);
  });
});
