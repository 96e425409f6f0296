import { z } from 'zod';
import { bookedByDto, orderAgencyDto, orderListFilters } from '../bookings/list-filters.ts';
import { QUOTATION_CURRENCIES, QUOTATION_STATUSES } from '@portal/domain';

const day = z.iso.date({ error: 'Enter the date as yyyy-mm-dd' });

/** GET /quotations/all (spec section 7): skip, limit, dateFrom, dateTo, quotationNumber. */
export const quotationListQuery = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  dateFrom: day.optional().or(z.literal('').transform(() => undefined)),
  dateTo: day.optional().or(z.literal('').transform(() => undefined)),
  quotationNumber: z.string().trim().max(40).optional(),
  ...orderListFilters.shape,
});
export type QuotationListQuery = z.input<typeof quotationListQuery>;

/** GET /admin/quotations/all: the same filters and the agent (its code or id). */
export const adminQuotationListQuery = quotationListQuery.extend({
  agent: z.string().trim().max(64).optional(),
});

export const quotationListItemDto = z.object({
  _id: z.uuid(),
  quotationNumber: z.string(),
  agentQuotationNumber: z.string(),
  clientName: z.string(),
  status: z.enum(QUOTATION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  totalAmendments: z.number().int(),
  agent: z.object({ _id: z.uuid(), name: z.string(), agentCode: z.string() }),
  /** The sub-agent that made it (a reseller's read-only branch view); null on one's own. */
  agency: orderAgencyDto,
  /** The agency user who made it ("Booked by"); null before agencies had users. */
  bookedBy: bookedByDto,
  /** The latest version, or the confirmed one once the quotation is confirmed. */
  amendment: z.object({
    _id: z.uuid(),
    amendmentNo: z.number().int(),
    checkInDate: z.string(),
    checkOutDate: z.string(),
    noOfAdults: z.number().int(),
    noOfChildren: z.number().int(),
    currency: z.enum(QUOTATION_CURRENCIES),
    /** The lowest per-adult client price over the stay options and occupancies (null: a sub-agent's, private). */
    fromPerPerson: z.number().int().nullable(),
  }),
});
export type QuotationListItemDto = z.infer<typeof quotationListItemDto>;

export const quotationListAnswer = z.object({
  quotations: z.array(quotationListItemDto),
  totalQuotations: z.number().int(),
});
export type QuotationListAnswer = z.infer<typeof quotationListAnswer>;

export const quotationNumberParam = z.object({ quotationNumber: z.string().trim().min(1).max(40) });
