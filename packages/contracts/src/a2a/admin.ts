import { z } from 'zod';

const isoDate = z.iso.date({ error: 'Use a date as yyyy-mm-dd' });
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM');
const iata = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a 3-letter airport code');

const flightInput = z.object({
  airline: z.string().trim().min(2).max(80),
  airlineCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,3}$/, 'Use a 2-letter airline code'),
  flightNo: z.string().trim().min(2).max(12),
  date: isoDate,
  departureTime: hhmm,
  arrivalTime: hhmm,
  durationMinutes: z
    .number()
    .int()
    .min(10)
    .max(24 * 60),
});

/** Back office: a new seat block (the sector is created from the airports data when new). */
export const a2aAdminTicketBody = z.object({
  airportFrom: iata,
  airportTo: iata,
  onward: flightInput,
  return: flightInput.nullable().default(null),
  baggage: z.string().trim().min(1).max(80),
  handBaggage: z.string().trim().max(40).default('7 kg'),
  /** AED minor units. */
  price: z.number().int().min(1).max(100_000_000),
  infantPrice: z.number().int().min(0).max(100_000_000),
  seats: z.number().int().min(1).max(1000),
  infantLimit: z.number().int().min(0).max(100).default(4),
  pnrNo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,8}$/, 'Use the airline PNR (5-8 letters or digits)'),
  deadlineHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30),
  cancellationFee: z.number().int().min(0).max(100_000_000).default(0),
  terms: z.string().trim().max(4000).default(''),
});
export type A2aAdminTicketBody = z.input<typeof a2aAdminTicketBody>;

/** Add (positive) or withdraw (negative) seats; withdrawing never takes sold seats. */
export const a2aAdminSeatsBody = z.object({
  change: z
    .number()
    .int()
    .min(-1000)
    .max(1000)
    .refine((n) => n !== 0, 'Give a number of seats to add or withdraw'),
});

export const a2aAdminTicketDto = z.object({
  _id: z.uuid(),
  sector: z.string(),
  onwardDate: z.string(),
  flight: z.string(),
  airline: z.string(),
  departureTime: z.string(),
  returnDate: z.string().nullable(),
  returnFlight: z.string().nullable(),
  /** AED minor units per seat. */
  price: z.number().int(),
  totalSeats: z.number().int(),
  availableSeats: z.number().int(),
  infantLimit: z.number().int(),
  infantsBooked: z.number().int(),
  pnrNo: z.string(),
  status: z.enum(['open', 'closed']),
});
export type A2aAdminTicketDto = z.infer<typeof a2aAdminTicketDto>;

export const a2aAdminTicketsQuery = z.object({
  date: isoDate.optional(),
  sector: z.string().trim().max(7).optional(),
});

export const a2aAdminPassengerDto = z.object({
  orderReference: z.string(),
  agent: z.string(),
  passengerNo: z.number().int(),
  name: z.string(),
  passportNo: z.string(),
  nationality: z.string(),
  infant: z.string().nullable(),
  status: z.string(),
});
export type A2aAdminPassengerDto = z.infer<typeof a2aAdminPassengerDto>;
