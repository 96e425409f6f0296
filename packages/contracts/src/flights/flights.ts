import { z } from 'zod';
import { MAX_FLIGHT_SEATS, MAX_MULTICITY_LEGS, MIN_MULTICITY_LEGS } from '@portal/domain';
import { plainDate } from '../common.ts';

const iata = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{3}$/, 'An airport is its 3-letter IATA code')
  .transform((v) => v.toUpperCase());

export const airportDto = z.object({
  iata: z.string(),
  city: z.string(),
  name: z.string(),
  country: z.string(),
  tz: z.string(),
});
export type AirportDto = z.infer<typeof airportDto>;
export const airportsAnswer = z.array(airportDto);

export const flightTravelClass = z.enum(['economy', 'business']);

/** Spec section 7: GET /b2b/flight/fares-by-date. */
export const faresByDateQuery = z
  .object({
    origin: iata,
    destination: iata,
    travelClass: flightTravelClass,
    startDate: plainDate,
    endDate: plainDate,
    type: z.enum(['oneway', 'return', 'multicity']),
    outBoundDate: plainDate.optional(),
  })
  .refine((q) => q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['endDate'],
  })
  .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= 62 * 86_400_000, {
    message: 'At most 62 days at once',
    path: ['endDate'],
  })
  .refine((q) => q.origin !== q.destination, {
    message: 'Origin and destination must be different',
    path: ['destination'],
  });
export type FaresByDateQueryDto = z.input<typeof faresByDateQuery>;

/** `fare`: the cheapest price of one adult that day, AED with every markup (the calendar converts it). */
export const faresByDateAnswer = z.object({
  result: z.array(z.object({ date: z.string(), fare: z.number() })),
  currency: z.literal('AED'),
});
export type FaresByDateAnswer = z.infer<typeof faresByDateAnswer>;

const trip = z.object({
  from: iata,
  to: iata,
  departureDate: plainDate,
  returnDate: plainDate.optional().nullable(),
});

/** POST /b2b/flight/search/availability (the original's body). */
export const flightSearchBody = z
  .object({
    noOfAdults: z.number().int().min(1, 'At least one adult').max(MAX_FLIGHT_SEATS),
    noOfChildren: z.number().int().min(0).max(MAX_FLIGHT_SEATS).default(0),
    noOfInfants: z.number().int().min(0).max(MAX_FLIGHT_SEATS).default(0),
    type: z.enum(['oneway', 'return', 'multicity']),
    trips: z.array(trip).min(1).max(MAX_MULTICITY_LEGS),
    travelClass: flightTravelClass.default('economy'),
  })
  .superRefine((b, ctx) => {
    if (b.noOfInfants > b.noOfAdults)
      ctx.addIssue({ code: 'custom', path: ['noOfInfants'], message: 'Infants cannot be more than adults' });
    if (b.noOfAdults + b.noOfChildren > MAX_FLIGHT_SEATS)
      ctx.addIssue({
        code: 'custom',
        path: ['noOfChildren'],
        message: `At most ${MAX_FLIGHT_SEATS} seats in one search`,
      });
    const legs = b.type === 'multicity' ? [MIN_MULTICITY_LEGS, MAX_MULTICITY_LEGS] : [1, 1];
    if (b.trips.length < legs[0]! || b.trips.length > legs[1]!)
      ctx.addIssue({
        code: 'custom',
        path: ['trips'],
        message:
          b.type === 'multicity' ? `A multicity trip has ${legs[0]} to ${legs[1]} legs` : 'One trip row',
      });
    b.trips.forEach((t, i) => {
      if (t.from === t.to)
        ctx.addIssue({
          code: 'custom',
          path: ['trips', i, 'to'],
          message: 'Departure and arrival airports must be different',
        });
      if (i > 0 && t.departureDate < b.trips[i - 1]!.departureDate)
        ctx.addIssue({
          code: 'custom',
          path: ['trips', i, 'departureDate'],
          message: 'Legs must be in date order',
        });
    });
    const first = b.trips[0];
    if (b.type === 'return') {
      if (!first?.returnDate)
        ctx.addIssue({
          code: 'custom',
          path: ['trips', 0, 'returnDate'],
          message: 'Please select the Arrival Date.',
        });
      else if (first.returnDate < first.departureDate)
        ctx.addIssue({
          code: 'custom',
          path: ['trips', 0, 'returnDate'],
          message: 'Return date cannot be earlier than departure date',
        });
    }
  });
export type FlightSearchBody = z.input<typeof flightSearchBody>;

const segment = z.object({
  key: z.string(),
  carrier: z.string(),
  carrierName: z.string(),
  flightNumber: z.string(),
  from: z.string(),
  to: z.string(),
  departLocal: z.string(),
  arriveLocal: z.string(),
  departUtc: z.string(),
  arriveUtc: z.string(),
  durationMin: z.number(),
  aircraft: z.string(),
});
const journey = z.object({
  key: z.string(),
  from: z.string(),
  to: z.string(),
  departLocal: z.string(),
  arriveLocal: z.string(),
  durationMin: z.number(),
  stops: z.number(),
  layovers: z.array(z.object({ airport: z.string(), minutes: z.number() })),
  segments: z.array(segment),
});
const farePrice = z.object({
  net: z.number(),
  companyMarkup: z.number(),
  subAgentMarkup: z.number(),
  vat: z.number(),
  clientMarkup: z.number(),
  agentPrice: z.number(),
  sellPrice: z.number(),
});
const fare = z.object({
  fareKey: z.string(),
  family: z.string(),
  cabin: flightTravelClass,
  bookingClass: z.string(),
  baggage: z.object({ checkedKg: z.number(), cabinKg: z.number() }),
  refundable: z.boolean(),
  changeFee: z.number(),
  cancelFee: z.number().nullable(),
  seatsLeft: z.number(),
  price: farePrice,
  perAdultSell: z.number(),
});
export const flightOfferDto = z.object({
  offerId: z.string(),
  carrier: z.string(),
  carrierName: z.string(),
  journeys: z.array(journey),
  fares: z.array(fare),
});

/** Amounts in AED minor units; the web converts them to the selected currency. */
export const flightSearchAnswer = z.object({
  searchId: z.string(),
  expiresAt: z.string(),
  currency: z.literal('AED'),
  offers: z.array(flightOfferDto),
});
export type FlightSearchAnswer = z.infer<typeof flightSearchAnswer>;
