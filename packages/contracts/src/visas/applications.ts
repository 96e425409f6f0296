import { z } from 'zod';
import { bookedByDto, orderAgencyDto, orderListFilters } from '../bookings/list-filters.ts';
import {
  MAX_VISA_TRAVELLERS,
  VISA_DOCUMENT_FIELDS,
  VISA_PAX_TYPES,
  VISA_TITLES,
  VISA_TRAVELLER_STATUSES,
} from '@portal/domain';

const datePart = z.union([z.number().int(), z.string().trim().max(4)]);
/**
 * A date as day, month and year (spec section 3, passenger row). Its message belongs to the date as a
 * whole (`travellers.0.dateOfBirth`, shown under the three boxes): empty boxes ask for the date.
 */
export const visaDateInput = (what: string) =>
  z.object({ day: datePart, month: datePart, year: datePart }).superRefine((d, ctx) => {
    const parts = [d.day, d.month, d.year].map(String);
    if (parts.some((p) => p === ''))
      ctx.addIssue({ code: 'custom', message: `Enter the ${what}: day, month and year` });
    else if (parts.some((p) => !/^\d{1,4}$/.test(p)))
      ctx.addIssue({ code: 'custom', message: `Enter the ${what} in digits` });
  });

/** Spec section 3 passenger row: paxType, title, names, email, contactNo, passportNo, expiryDate, dateOfBirth. */
export const visaTravellerInput = z.object({
  paxType: z.enum(VISA_PAX_TYPES, { error: 'paxType is ADT or CHD' }),
  title: z.enum(VISA_TITLES, { error: 'Choose a title' }),
  firstName: z.string().trim().min(1, 'Enter the first name').max(50),
  lastName: z.string().trim().min(1, 'Enter the last name').max(50),
  email: z.email({ error: 'Enter a valid e-mail' }).max(200),
  contactNo: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a valid contact number'),
  passportNo: z.string().trim().min(1, 'Enter the passport number').max(20),
  expiryDate: visaDateInput('passport expiry date'),
  dateOfBirth: visaDateInput('date of birth'),
});
export type VisaTravellerInput = z.input<typeof visaTravellerInput>;

/** POST /b2b/visa/application/create: spec section 3 visa enquiry plus the travellers. */
export const visaApplicationInput = z.object({
  visaType: z.uuid({ error: 'Choose a visa type' }),
  nationality: z.uuid({ error: 'Choose a nationality' }),
  travelDate: z.iso.date({ error: 'Enter the travel date' }),
  noOfAdult: z.number().int().min(1, 'At least one adult must travel').max(MAX_VISA_TRAVELLERS),
  noOfChild: z.number().int().min(0).max(MAX_VISA_TRAVELLERS).default(0),
  travellers: z.array(visaTravellerInput).min(1).max(MAX_VISA_TRAVELLERS),
});
export type VisaApplicationInput = z.input<typeof visaApplicationInput>;

export const visaTravellerStatus = z.enum(VISA_TRAVELLER_STATUSES);

export const visaDocumentsDto = z.object(
  Object.fromEntries(VISA_DOCUMENT_FIELDS.map((f) => [f, z.boolean()])) as Record<
    (typeof VISA_DOCUMENT_FIELDS)[number],
    z.ZodBoolean
  >,
);

export const visaTravellerDto = z.object({
  _id: z.uuid(),
  position: z.number().int(),
  paxType: z.enum(VISA_PAX_TYPES),
  title: z.enum(VISA_TITLES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  contactNo: z.string(),
  passportNo: z.string(),
  dateOfBirth: z.string(),
  expiryDate: z.string(),
  status: visaTravellerStatus,
  rejectionReason: z.string().nullable(),
  /** Which documents are uploaded. */
  documents: visaDocumentsDto,
  hasVisa: z.boolean(),
  reapplyCount: z.number().int(),
  history: z.array(z.object({ status: visaTravellerStatus, note: z.string().nullable(), at: z.string() })),
});
export type VisaTravellerDto = z.infer<typeof visaTravellerDto>;

export const visaApplicationDto = z.object({
  _id: z.uuid(),
  referenceNumber: z.string(),
  /** The sub-agent that applied (a reseller's read-only branch view); null on one's own. */
  agency: orderAgencyDto,
  /** The agency user who applied ("Booked by"); null before agencies had users. */
  bookedBy: bookedByDto,
  visaType: z.object({ _id: z.uuid(), visaName: z.string(), ageFrom: z.number(), ageTo: z.number() }),
  nationality: z.object({ _id: z.uuid(), nationality: z.string() }),
  travelDate: z.string(),
  noOfAdult: z.number().int(),
  noOfChild: z.number().int(),
  /** AED minor units. */
  totalAmount: z.number().int(),
  totalSellPrice: z.number().int(),
  adultPrice: z.number().int(),
  childPrice: z.number().int(),
  status: visaTravellerStatus,
  /** The status in words, per traveller when they differ: "1 approved, 1 rejected - reapply". */
  outcome: z.string(),
  /** unpaid until the booking core's order is paid. */
  paymentState: z.enum(['unpaid', 'pending', 'paid']),
  orderId: z.uuid().nullable(),
  documentsComplete: z.boolean(),
  travellers: z.array(visaTravellerDto),
  createdAt: z.string(),
});
export type VisaApplicationDto = z.infer<typeof visaApplicationDto>;

/** Spec section 3: "Application answer: visaApplication". */
export const visaApplicationAnswer = z.object({ visaApplication: visaApplicationDto });
export type VisaApplicationAnswer = z.infer<typeof visaApplicationAnswer>;

export const visaApplicationParams = z.object({ id: z.uuid() });
export const visaTravellerParams = z.object({ id: z.uuid(), travellerId: z.uuid() });
export const visaDocumentParams = visaTravellerParams.extend({ field: z.enum(VISA_DOCUMENT_FIELDS) });

/** GET /b2b/visa/application/list/all */
export const visaListQuery = z.object({
  referenceNumber: z.string().trim().max(40).optional(),
  traveller: z.string().trim().max(100).optional(),
  passportNo: z.string().trim().max(20).optional(),
  status: visaTravellerStatus.optional().or(z.literal('')),
  dateFrom: z.iso.date().optional().or(z.literal('')),
  dateTo: z.iso.date().optional().or(z.literal('')),
  ...orderListFilters.shape,
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type VisaListQuery = z.input<typeof visaListQuery>;

export const visaListRow = visaApplicationDto.omit({ travellers: true }).extend({
  travellerNames: z.array(z.string()),
  statusCounts: z.record(z.string(), z.number()),
});
export type VisaListRow = z.infer<typeof visaListRow>;
export const visaApplicationsAnswer = z.object({
  visaApplications: z.array(visaListRow),
  totalVisaApplications: z.number().int(),
});
export type VisaApplicationsAnswer = z.infer<typeof visaApplicationsAnswer>;

/** POST /b2b/visa/application/payment/{id} (Idempotency-Key). */
export const visaPaymentInput = z.object({
  paymentMethod: z.enum(['wallet', 'card']),
  /** The total the agent saw (AED minor units); a different current price answers 409. */
  expectedPrice: z.number().int().min(0),
  returnOrigin: z.string().max(200).optional(),
});
export type VisaPaymentInput = z.input<typeof visaPaymentInput>;

/** PATCH /admin/visa/applications/{id}/travellers/{travellerId}/status */
export const visaStatusInput = z
  .object({
    status: z.enum(['in_process', 'approved', 'rejected']),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((b) => b.status !== 'rejected' || (b.reason && b.reason.length > 0), {
    path: ['reason'],
    message: 'Give the reason for the rejection',
  });
export type VisaStatusInput = z.input<typeof visaStatusInput>;

export const adminVisaListQuery = z.object({
  status: visaTravellerStatus.optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
