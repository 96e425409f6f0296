import { z } from 'zod';
import { bookedByDto, orderAgencyDto, orderListFilters } from '../bookings/list-filters.ts';
import { TRAVEL_TYPES } from '@portal/domain';
import { returnOriginInput } from '../wallet/payments.ts';
import { coverageLineDto, insuranceQuoteBody, insuredPersonDto } from './insurance.ts';
import { BOOKING_ORDER_STATUSES } from '../bookings/statuses.ts';
import { creditNoteDto } from '../bookings/credit-notes.ts';

const minor = z.number().int();
const isoDate = z.iso.date({ error: 'Use a date as yyyy-mm-dd' });

export const INSURANCE_PAYMENT_METHODS = ['wallet', 'card'] as const;

/**
 * POST create-contract (Idempotency-Key): the quote body plus what buying needs. Replaces the
 * original's initiate-contract + OTP 12345 + create-contract with one idempotent call.
 */
export const insuranceCreateBody = insuranceQuoteBody.extend({
  /** The quote's agentPrice the agent accepted; another price answers 409 PRICE_CHANGED. */
  expectedPrice: z.number().int().min(0),
  agentReferenceNumber: z.string().trim().min(1, 'Enter your reference number').max(60),
  /** The client's contact for the policy. */
  contactEmail: z.email({ error: 'Enter a valid e-mail address' }).max(200),
  contactPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a valid phone number'),
  paymentMethod: z.enum(INSURANCE_PAYMENT_METHODS),
  returnOrigin: returnOriginInput.optional(),
});
export type InsuranceCreateBody = z.input<typeof insuranceCreateBody>;

export const INSURANCE_CONTRACT_STATUSES = BOOKING_ORDER_STATUSES;
export type InsuranceContractStatus = (typeof INSURANCE_CONTRACT_STATUSES)[number];

/** One contract (policy) as its agent sees it: the agent's prices, never the net. */
export const insuranceContractDto = z.object({
  _id: z.uuid(),
  /** The sub-agent that booked it (a reseller's read-only branch view); null on one's own. */
  agency: orderAgencyDto,
  referenceNumber: z.string(),
  agentReferenceNumber: z.string(),
  status: z.enum(INSURANCE_CONTRACT_STATUSES),
  /** The policy line: pending, confirmed (issued), pending_supplier, failed, cancelled ... */
  policyStatus: z.string(),
  policyNumber: z.string().nullable(),
  paymentMethod: z.string(),
  plan: z.object({
    code: z.string(),
    name: z.string(),
    coverageCurrency: z.string(),
    coverage: z.array(coverageLineDto),
    emergencyPhone: z.string(),
    cancellationRule: z.string(),
  }),
  residence: z.string(),
  destination: z.string(),
  travelFrom: z.string(),
  travelTo: z.string(),
  travelType: z.enum(TRAVEL_TYPES),
  beneficiaries: z.array(insuredPersonDto),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  currency: z.literal('AED'),
  price: z.object({
    agentPrice: minor,
    sellPrice: minor,
    clientMarkup: minor,
    subAgentMarkup: minor,
    vat: minor,
    cardFee: minor,
  }),
  statusReason: z.string().nullable(),
  cancellation: z
    .object({ fee: minor, refund: minor, cancelledAt: z.iso.datetime({ offset: true }) })
    .nullable(),
  invoiceNumber: z.string().nullable(),
  /** Credit notes of refunds of invoiced money (each a PDF). */
  creditNotes: z.array(creditNoteDto),
  createdAt: z.iso.datetime({ offset: true }),
  timeline: z.array(
    z.object({ status: z.string(), note: z.string().nullable(), at: z.iso.datetime({ offset: true }) }),
  ),
  /** What this contract offers now (pages show only these buttons). */
  /** The agency user who booked it ("Booked by"); null before agencies had users. */
  bookedBy: bookedByDto,
  actions: z.object({ certificate: z.boolean(), invoice: z.boolean(), cancel: z.boolean() }),
});
export type InsuranceContractDto = z.infer<typeof insuranceContractDto>;

export const insuranceCreateAnswer = z.object({
  orderId: z.uuid(),
  paymentMethod: z.enum(INSURANCE_PAYMENT_METHODS),
  contract: insuranceContractDto,
  payment: z
    .object({
      paymentId: z.uuid(),
      paymentUrl: z.string(),
      amount: minor,
      feePercent: z.number(),
      fee: minor,
      total: minor,
    })
    .nullable(),
});
export type InsuranceCreateAnswer = z.infer<typeof insuranceCreateAnswer>;

/** GET contracts/all filters (and the Excel sheet). */
export const insuranceContractsQuery = z.object({
  referenceNumber: z.string().trim().max(60).optional(),
  agentReferenceNumber: z.string().trim().max(60).optional(),
  /** An insured person's name or passport number. */
  name: z.string().trim().max(120).optional(),
  status: z.enum(INSURANCE_CONTRACT_STATUSES).optional(),
  travelFrom: isoDate.optional(),
  travelTo: isoDate.optional(),
  ...orderListFilters.shape,
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type InsuranceContractsQuery = z.input<typeof insuranceContractsQuery>;

export const insuranceContractRowDto = z.object({
  _id: z.uuid(),
  /** The sub-agent that booked it (a reseller's read-only branch view); null on one's own. */
  agency: orderAgencyDto,
  referenceNumber: z.string(),
  agentReferenceNumber: z.string(),
  title: z.string(),
  status: z.enum(INSURANCE_CONTRACT_STATUSES),
  travelFrom: z.string(),
  travelTo: z.string().nullable(),
  agentPrice: minor,
  sellPrice: minor,
  createdAt: z.iso.datetime({ offset: true }),
  /** The agency user who booked it ("Booked by"); null before agencies had users. */
  bookedBy: bookedByDto,
});
export type InsuranceContractRowDto = z.infer<typeof insuranceContractRowDto>;

export const insuranceContractsAnswer = z.object({
  contracts: z.array(insuranceContractRowDto),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type InsuranceContractsAnswer = z.infer<typeof insuranceContractsAnswer>;

export const insuranceCancelQuoteAnswer = z.object({
  orderId: z.uuid(),
  allowed: z.boolean(),
  message: z.string().nullable(),
  paid: minor,
  fee: minor,
  refund: minor,
});
export type InsuranceCancelQuoteAnswer = z.infer<typeof insuranceCancelQuoteAnswer>;

export const insuranceCancelBody = z.object({
  cancellationRemark: z.string().trim().max(500).default(''),
});

export const insuranceCancelAnswer = z.object({
  orderId: z.uuid(),
  status: z.literal('cancelled'),
  fee: minor,
  refund: minor,
});
export type InsuranceCancelAnswer = z.infer<typeof insuranceCancelAnswer>;

export const insuranceDocumentQuery = z.object({
  /** Certificate: `client` prints no price, `sell` the client's price. Invoice: `agent` or `sell`. */
  view: z.enum(['client', 'sell', 'agent']).optional(),
});
