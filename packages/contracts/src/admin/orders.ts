import { z } from 'zod';
import { pagingQuery, plainDate } from '../common.ts';
import { BOOKING_LINE_STATUSES, BOOKING_ORDER_STATUSES } from '../bookings/statuses.ts';
import { assigneeFilter, listAssignee } from './assignee.ts';

/**
 * The back office's bookings desk: every agent's orders of the booking core (hotels, attractions,
 * visas, A2A, insurance, flights), one order's details, and the company's confirmation of an
 * own-inventory line (`booked` -> `confirmed`).
 */

export const ADMIN_ORDER_PRODUCTS = ['hotel', 'attraction', 'flight', 'visa', 'a2a', 'insurance'] as const;
export type AdminOrderProduct = (typeof ADMIN_ORDER_PRODUCTS)[number];

/** The list's `status` filter: an order status, or a line status only lines carry. */
export const ADMIN_ORDER_LINE_FILTERS = ['booked', 'confirmed', 'pending_supplier'] as const;
export const ADMIN_ORDER_STATUS_FILTERS = [...BOOKING_ORDER_STATUSES, ...ADMIN_ORDER_LINE_FILTERS] as const;
export type AdminOrderStatusFilter = (typeof ADMIN_ORDER_STATUS_FILTERS)[number];

export const adminOrderListQuery = pagingQuery
  .extend({
    product: z.enum(ADMIN_ORDER_PRODUCTS).optional(),
    status: z.enum(ADMIN_ORDER_STATUS_FILTERS).optional(),
    /** The agent's code (exact). */
    agent: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, 'The agent code is a number')
      .optional(),
    /** Part of the order reference, the agent's reference or the lead traveller's name. */
    search: z.string().trim().max(80, 'Search with at most 80 characters').optional(),
    /** Booking dates (company zone), inclusive. */
    dateFrom: plainDate.optional(),
    dateTo: plainDate.optional(),
    /** Assigned to: me, unassigned or a member of staff's id. */
    assignee: assigneeFilter.optional(),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    message: 'The start date is after the end date',
    path: ['dateTo'],
  });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

const agentRef = z.object({ _id: z.string(), agentCode: z.number().int(), companyName: z.string() });

export const adminOrderRow = z.object({
  _id: z.string(),
  product: z.string(),
  referenceNumber: z.string(),
  agentReferenceNumber: z.string(),
  agent: agentRef,
  leadName: z.string(),
  title: z.string(),
  createdAt: z.string(),
  /** yyyy-mm-dd: the first line's service (travel, check-in) date. */
  serviceDate: z.string(),
  serviceEndDate: z.string().nullable(),
  status: z.enum(BOOKING_ORDER_STATUSES),
  paymentMethod: z.enum(['wallet', 'card', 'pay_later']),
  currency: z.string(),
  /** What the agent pays, minor units. */
  total: z.number().int(),
  /** The member of staff handling the order; null: nobody. */
  assignee: listAssignee,
  lines: z.array(
    z.object({ _id: z.string(), lineNo: z.number().int(), status: z.enum(BOOKING_LINE_STATUSES) }),
  ),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrderListAnswer = z.object({ orders: z.array(adminOrderRow), total: z.number().int() });
export type AdminOrderListAnswer = z.infer<typeof adminOrderListAnswer>;

export const adminOrderParams = z.object({ product: z.enum(ADMIN_ORDER_PRODUCTS), id: z.uuid() });
export const adminOrderLineParams = adminOrderParams.extend({ lineId: z.uuid() });

export const adminOrderLine = z.object({
  _id: z.string(),
  lineNo: z.number().int(),
  description: z.string(),
  serviceDate: z.string(),
  serviceEndDate: z.string().nullable(),
  supplierCode: z.string().nullable(),
  status: z.enum(BOOKING_LINE_STATUSES),
  statusReason: z.string().nullable(),
  supplierReference: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  /** The price the line was sold at (minor units). */
  price: z.object({
    net: z.number().int(),
    companyMarkup: z.number().int(),
    subAgentMarkup: z.number().int(),
    vat: z.number().int(),
    clientMarkup: z.number().int(),
    agentPrice: z.number().int(),
    sellPrice: z.number().int(),
    parentEarning: z.number().int(),
  }),
  cancellationFee: z.number().int().nullable(),
  refundAmount: z.number().int().nullable(),
  /** Own inventory waiting for the company's confirmation number. */
  canConfirm: z.boolean(),
});
export type AdminOrderLine = z.infer<typeof adminOrderLine>;

export const adminOrderEvent = z.object({
  at: z.string(),
  status: z.string(),
  note: z.string().nullable(),
  actor: z.string(),
  /** The member of staff's name when a member of staff made the change (`admin:<id>`), else null. */
  actorName: z.string().nullable(),
  lineNo: z.number().int().nullable(),
});

export const adminOrderDetails = adminOrderRow.omit({ lines: true, assignee: true }).extend({
  leadEmail: z.string(),
  leadPhone: z.string(),
  parent: agentRef.nullable(),
  statusReason: z.string().nullable(),
  totals: z.object({
    net: z.number().int(),
    agentPrice: z.number().int(),
    sellPrice: z.number().int(),
    vat: z.number().int(),
    parentEarning: z.number().int(),
    cardFee: z.number().int(),
  }),
  payment: z.object({
    method: z.enum(['wallet', 'card', 'pay_later']),
    paidWith: z.enum(['wallet', 'card']).nullable(),
    paidAt: z.string().nullable(),
    payBy: z.string().nullable(),
    invoiceNumber: z.string().nullable(),
  }),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  lines: z.array(adminOrderLine),
  timeline: z.array(adminOrderEvent),
});
export type AdminOrderDetails = z.infer<typeof adminOrderDetails>;
export const adminOrderAnswer = z.object({ order: adminOrderDetails });
export type AdminOrderAnswer = z.infer<typeof adminOrderAnswer>;

export const adminConfirmLineBody = z.object({
  confirmationNumber: z
    .string({ message: 'Enter the confirmation number' })
    .trim()
    .min(1, 'Enter the confirmation number')
    .max(60, 'The confirmation number is at most 60 characters'),
});
export type AdminConfirmLineBody = z.infer<typeof adminConfirmLineBody>;
