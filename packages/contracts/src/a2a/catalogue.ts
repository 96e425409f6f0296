import { z } from 'zod';
import { minorAmount } from '../attractions/catalogue.ts';

const isoDate = z.iso.date({ error: 'Use a date as yyyy-mm-dd' });

/** GET /b2b/a2a/date: spec section 3 "Date list answer: dates". */
export const a2aDatesAnswer = z.object({
  dates: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type A2aDatesAnswer = z.infer<typeof a2aDatesAnswer>;

export const a2aListBody = z.object({ date: isoDate });
export type A2aListBody = z.input<typeof a2aListBody>;

export const a2aTicketIdParam = z.object({ ticketId: z.uuid({ error: 'Unknown ticket' }) });

export const a2aFlightDto = z.object({
  airline: z.string(),
  airlineCode: z.string(),
  flightNo: z.string(),
  date: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  durationMinutes: z.number().int(),
  from: z.string(),
  to: z.string(),
});
export type A2aFlightDto = z.infer<typeof a2aFlightDto>;

export const a2aSectorDto = z.object({
  _id: z.uuid(),
  airportFrom: z.string(),
  airportTo: z.string(),
  fromName: z.string(),
  fromCity: z.string(),
  fromCountry: z.string(),
  toName: z.string(),
  toCity: z.string(),
  toCountry: z.string(),
});
export type A2aSectorDto = z.infer<typeof a2aSectorDto>;

/** A ticket as an agent sees it: prices for the caller (AED minor units), never the net fare. */
export const a2aTicketDto = z.object({
  _id: z.uuid(),
  sector: a2aSectorDto,
  onward: a2aFlightDto,
  return: a2aFlightDto.nullable(),
  baggage: z.string(),
  handBaggage: z.string(),
  /** One seat for the caller (company and sub-agent markups included) and one infant. */
  price: minorAmount,
  infantPrice: minorAmount,
  availableSeats: z.number().int(),
  totalSeats: z.number().int(),
  infantsLeft: z.number().int(),
  /** Cancellations and name changes close at this instant. */
  deadline: z.iso.datetime({ offset: true }),
  deadlineHours: z.number().int(),
  cancellationFee: minorAmount,
  terms: z.string(),
  open: z.boolean(),
});
export type A2aTicketDto = z.infer<typeof a2aTicketDto>;

export const a2aListAnswer = z.object({
  date: z.string(),
  sectors: z.array(a2aSectorDto.extend({ tickets: z.array(a2aTicketDto) })),
});
export type A2aListAnswer = z.infer<typeof a2aListAnswer>;
