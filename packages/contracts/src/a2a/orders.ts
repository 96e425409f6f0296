import { z } from 'zod';
import { bookedByDto, orderAgencyDto, orderListFilters } from '../bookings/list-filters.ts';
import { A2A_ADULT_TITLES, A2A_INFANT_TITLES, A2A_MAX_TRAVELLERS, A2A_TITLES } from '@portal/domain';
import { minorAmount } from '../attractions/catalogue.ts';
import { returnOriginInput } from '../wallet/payments.ts';
import { a2aTicketDto } from './catalogue.ts';
import { BOOKING_LINE_STATUSES, BOOKING_ORDER_STATUSES } from '../bookings/statuses.ts';

const isoDate = z.iso.date({ error: 'Use a date as yyyy-mm-dd' });
const name = (what: string) => z.string().trim().min(1, `Enter the ${what}`).max(60);
const passport = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what} passport number`)
    .regex(/^[A-Za-z0-9]{5,15}$/, `The ${what} passport number is 5 to 15 letters or digits`);

export const a2aInfantInput = z.object({
  title: z.enum(A2A_INFANT_TITLES, { error: "Choose the infant's title" }),
  firstName: name("infant's first name"),
  lastName: name("infant's last name"),
  passportNo: passport("infant's"),
});

/** Spec section 3 a2a traveller row; infantDetails is required when isInfant. */
export const a2aPassengerInput = z
  .object({
    title: z.enum(A2A_TITLES, { error: 'Choose a title' }),
    firstName: name('first name'),
    lastName: name('last name'),
    code: z.string().trim().max(6).default(''),
    phoneNumber: z.string().trim().max(20).default(''),
    reference: z.string().trim().max(60).default(''),
    nationality: z.string().trim().min(2, 'Choose the nationality').max(60),
    passportNo: passport("traveller's"),
    isInfant: z.boolean().default(false),
    infantDetails: a2aInfantInput.optional().nullable(),
  })
  .superRefine((row, ctx) => {
    if (!row.isInfant) return;
    if (!row.infantDetails)
      ctx.addIssue({ code: 'custom', path: ['infantDetails'], message: "Enter the infant's details" });
    if (!(A2A_ADULT_TITLES as readonly string[]).includes(row.title))
      ctx.addIssue({ code: 'custom', path: ['isInfant'], message: 'An infant must travel with an adult' });
  });
export type A2aPassengerInput = z.input<typeof a2aPassengerInput>;

export const A2A_PAYMENT_METHODS = ['wallet', 'card'] as const;

/** POST create (Idempotency-Key): original `{a2aTicket, date, noOfTravellers, markup, passengerDetails[]}`. */
export const a2aCreateOrderBody = z
  .object({
    a2aTicket: z.uuid({ error: 'Unknown ticket' }),
    date: isoDate,
    noOfTravellers: z.number().int().min(1, 'At least one traveller').max(A2A_MAX_TRAVELLERS),
    /** The agent's own markup for the whole booking, AED minor units: shown on client documents, not debited. */
    markup: z.number().int().min(0, 'The markup cannot be negative').max(10_000_000).default(0),
    passengerDetails: z.array(a2aPassengerInput).min(1).max(A2A_MAX_TRAVELLERS),
    /** What the confirm page showed (agent price, minor units): a different price answers 409. */
    expectedPrice: z.number().int().min(0),
    termsAccepted: z.literal(true, { error: 'Accept the terms and conditions' }),
    agentReferenceNumber: z.string().trim().max(60).optional(),
    paymentMethod: z.enum(A2A_PAYMENT_METHODS),
    returnOrigin: returnOriginInput.optional(),
  })
  .refine((b) => b.passengerDetails.length === b.noOfTravellers, {
    path: ['passengerDetails'],
    message: 'Enter one passenger row per traveller',
  });
export type A2aCreateOrderBody = z.input<typeof a2aCreateOrderBody>;

export const A2A_ORDER_STATUSES = BOOKING_ORDER_STATUSES;
export const A2A_PASSENGER_STATUSES = BOOKING_LINE_STATUSES;

export const a2aPassengerDto = z.object({
  /** The passenger's id (its booking line). */
  _id: z.uuid(),
  passengerNo: z.number().int(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  code: z.string(),
  phoneNumber: z.string(),
  reference: z.string(),
  nationality: z.string(),
  passportNo: z.string(),
  isInfant: z.boolean(),
  infantDetails: z
    .object({ title: z.string(), firstName: z.string(), lastName: z.string(), passportNo: z.string() })
    .nullable(),
  status: z.enum(A2A_PASSENGER_STATUSES),
  /** What this passenger cost the agent (seat plus infant), and what was refunded on cancellation. */
  amount: minorAmount,
  cancellationFee: minorAmount.nullable(),
  refundAmount: minorAmount.nullable(),
  changes: z.number().int(),
});
export type A2aPassengerDto = z.infer<typeof a2aPassengerDto>;

export const a2aOrderDto = z.object({
  _id: z.uuid(),
  /** The sub-agent that booked it (a reseller's read-only branch view); null on one's own. */
  agency: orderAgencyDto,
  referenceNumber: z.string(),
  agentReferenceNumber: z.string(),
  status: z.enum(A2A_ORDER_STATUSES),
  paymentMethod: z.string(),
  ticket: a2aTicketDto,
  pnrNo: z.string().nullable(),
  noOfTravellers: z.number().int(),
  currency: z.literal('AED'),
  price: z.object({
    agentPrice: minorAmount,
    sellPrice: minorAmount,
    /** The agent's own markup (client documents only). */
    markup: minorAmount,
    cardFee: minorAmount,
  }),
  passengers: z.array(a2aPassengerDto),
  /** Changes and cancellations close at ticket.deadline; false after it. */
  canChange: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The agency user who booked it ("Booked by"); null before agencies had users. */
  bookedBy: bookedByDto,
  timeline: z.array(z.object({ status: z.string(), note: z.string().nullable(), at: z.string() })),
});
export type A2aOrderDto = z.infer<typeof a2aOrderDto>;

export const a2aCreateOrderAnswer = z.object({
  orderId: z.uuid(),
  paymentMethod: z.enum(A2A_PAYMENT_METHODS),
  order: a2aOrderDto,
  payment: z
    .object({
      paymentId: z.uuid(),
      paymentUrl: z.string(),
      amount: minorAmount,
      feePercent: z.number(),
      fee: minorAmount,
      total: minorAmount,
    })
    .nullable(),
});
export type A2aCreateOrderAnswer = z.infer<typeof a2aCreateOrderAnswer>;

export const a2aOrdersQuery = z.object({
  referenceNumber: z.string().trim().max(60).optional(),
  passengerName: z.string().trim().max(120).optional(),
  status: z.enum(A2A_ORDER_STATUSES).optional(),
  travelFrom: isoDate.optional(),
  travelTo: isoDate.optional(),
  ...orderListFilters.shape,
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type A2aOrdersQuery = z.input<typeof a2aOrdersQuery>;

export const a2aOrderRowDto = z.object({
  _id: z.uuid(),
  /** The sub-agent that booked it (a reseller's read-only branch view); null on one's own. */
  agency: orderAgencyDto,
  referenceNumber: z.string(),
  agentReferenceNumber: z.string(),
  status: z.enum(A2A_ORDER_STATUSES),
  sector: z.string(),
  onwardDate: z.string(),
  returnDate: z.string().nullable(),
  airline: z.string(),
  leadPassenger: z.string(),
  noOfTravellers: z.number().int(),
  cancelledPassengers: z.number().int(),
  agentPrice: minorAmount,
  sellPrice: minorAmount,
  createdAt: z.iso.datetime({ offset: true }),
  /** The agency user who booked it ("Booked by"); null before agencies had users. */
  bookedBy: bookedByDto,
});
export type A2aOrderRowDto = z.infer<typeof a2aOrderRowDto>;

export const a2aOrdersAnswer = z.object({
  a2aOrders: z.array(a2aOrderRowDto),
  totalA2aOrders: z.number().int(),
});
export type A2aOrdersAnswer = z.infer<typeof a2aOrdersAnswer>;

export const a2aOrderIdParam = z.object({ orderId: z.uuid({ error: 'Unknown order' }) });
export const a2aPassengerParams = z.object({
  orderId: z.uuid({ error: 'Unknown order' }),
  passengerId: z.uuid({ error: 'Unknown passenger' }),
});

export const a2aCancelQuoteAnswer = z.object({
  allowed: z.boolean(),
  message: z.string().nullable(),
  deadline: z.iso.datetime({ offset: true }),
  paid: minorAmount,
  fee: minorAmount,
  refund: minorAmount,
});
export type A2aCancelQuoteAnswer = z.infer<typeof a2aCancelQuoteAnswer>;

/** PATCH update: a name or passport change before the deadline (only the fields sent change). */
export const a2aPassengerUpdateBody = z
  .object({
    title: z.enum(A2A_TITLES, { error: 'Choose a title' }).optional(),
    firstName: name('first name').optional(),
    lastName: name('last name').optional(),
    passportNo: passport("traveller's").optional(),
    infantDetails: a2aInfantInput.partial().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to change' });
export type A2aPassengerUpdateBody = z.input<typeof a2aPassengerUpdateBody>;
