import { z } from 'zod';
import type { StaffPermission } from '@portal/domain';
import { ADMIN_AGENT_FLAGS } from './agents.ts';
import { ADMIN_ORDER_PRODUCTS } from './orders.ts';
import { ADMIN_REASON_MAX, ADMIN_REASON_MIN } from './wallet-requests.ts';

/**
 * The back office's daily work (issue 33 section 4): bulk actions with a result per item, internal
 * notes and assignment of agents, orders and visa applications, rejecting a registration, the
 * operations queue of confirmed quotations, and switching a reseller's sub-agents back on.
 */

const reason = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(ADMIN_REASON_MIN, `Give a reason of at least ${ADMIN_REASON_MIN} characters`)
  .max(ADMIN_REASON_MAX, `Keep the reason to at most ${ADMIN_REASON_MAX} characters`);

// --- Bulk actions -------------------------------------------------------------------------------

export const BULK_MAX = 50;

/** One item of a bulk action: done, or refused with the reason (the others go on regardless). */
export const adminBulkItemResult = z.object({
  id: z.string(),
  ok: z.boolean(),
  /** What happened to this item, in words (the error's message when refused). */
  message: z.string(),
});
export type AdminBulkItemResult = z.infer<typeof adminBulkItemResult>;
export const adminBulkAnswer = z.object({
  results: z.array(adminBulkItemResult),
  done: z.number().int(),
  failed: z.number().int(),
});
export type AdminBulkAnswer = z.infer<typeof adminBulkAnswer>;

/** POST /admin/wallets/deposits/bulk-confirm (Idempotency-Key: each deposit is credited at most once). */
export const adminBulkDepositsBody = z.object({
  ids: z
    .array(z.uuid({ error: 'Unknown deposit id' }), { error: 'Choose the deposits to confirm' })
    .min(1, 'Choose the deposits to confirm')
    .max(BULK_MAX, `Confirm at most ${BULK_MAX} deposits at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'A deposit is chosen twice'),
});
export type AdminBulkDepositsBody = z.infer<typeof adminBulkDepositsBody>;

/** POST /admin/visa/travellers/in-process: travellers of any applications, each moved on its own. */
export const adminBulkVisaBody = z.object({
  travellers: z
    .array(z.object({ applicationId: z.uuid(), travellerId: z.uuid() }), {
      error: 'Choose the travellers to move',
    })
    .min(1, 'Choose the travellers to move')
    .max(BULK_MAX, `Move at most ${BULK_MAX} travellers at once`),
});
export type AdminBulkVisaBody = z.infer<typeof adminBulkVisaBody>;

// --- Notes and assignment -----------------------------------------------------------------------

export const STAFF_WORK_KINDS = ['agent', 'order', 'visa'] as const;
export type StaffWorkKind = (typeof STAFF_WORK_KINDS)[number];

/**
 * Who may write notes on a kind of object and assign it: those who work on it (reading is
 * `back-office.read`). The API checks it; the web app asks the same to offer the forms.
 */
export const STAFF_WORK_PERMISSION: Record<StaffWorkKind, StaffPermission> = {
  agent: 'agents.manage',
  order: 'operations.bookings',
  visa: 'operations.visas',
};

const ORDER_KEY = new RegExp(
  `^(${ADMIN_ORDER_PRODUCTS.join('|')}):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
  'i',
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/admin/work/:kind/:key`: an agent's or visa application's id, or `product:id` of an order. */
export const staffWorkParams = z
  .object({
    kind: z.enum(STAFF_WORK_KINDS, { error: 'The kind is agent, order or visa' }),
    key: z.string().max(60),
  })
  .refine((p) => (p.kind === 'order' ? ORDER_KEY.test(p.key) : UUID.test(p.key)), {
    message: 'Unknown object: an agent or visa application id, or product:id of an order',
    path: ['key'],
  });
export type StaffWorkParams = z.infer<typeof staffWorkParams>;

export const STAFF_NOTE_MAX = 2000;
export const staffNoteBody = z.object({
  text: z
    .string({ error: 'Write the note' })
    .trim()
    .min(1, 'Write the note')
    .max(STAFF_NOTE_MAX, `Keep a note to at most ${STAFF_NOTE_MAX} characters`),
});
export type StaffNoteBody = z.infer<typeof staffNoteBody>;

/** PUT /admin/work/:kind/:key/assignee: a member of staff, or null for nobody (orders and visas). */
export const staffAssigneeBody = z.object({
  adminId: z.uuid({ error: 'Choose a member of staff' }).nullable(),
});
export type StaffAssigneeBody = z.infer<typeof staffAssigneeBody>;

const staffRef = z.object({ id: z.uuid(), name: z.string() });
export type StaffRef = z.infer<typeof staffRef>;

export const staffNoteDto = z.object({
  id: z.uuid(),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  author: staffRef,
});
export type StaffNoteDto = z.infer<typeof staffNoteDto>;

/** The internal notes of an object, newest first, and who handles it (null: nobody, or an agent). */
export const staffWorkAnswer = z.object({
  notes: z.array(staffNoteDto),
  assignee: staffRef
    .extend({ assignedAt: z.iso.datetime({ offset: true }), assignedBy: z.string() })
    .nullable(),
});
export type StaffWorkAnswer = z.infer<typeof staffWorkAnswer>;

/** GET /admin/work/staff: the active members of staff an object can be assigned to. */
export const assigneeListAnswer = z.object({ staff: z.array(staffRef) });
export type AssigneeListAnswer = z.infer<typeof assigneeListAnswer>;

// --- Agents: rejecting a registration, approving without documents, sub-agents' modules ---------

/** POST /admin/agents/:id/reject: a pending registration is refused; the agent is mailed the reason. */
export const adminRejectAgentBody = z.object({ reason });
export type AdminRejectAgentBody = z.infer<typeof adminRejectAgentBody>;

/** POST /admin/agents/:id/approve: the reason is required when the agent uploaded no documents. */
export const adminApproveAgentBody = z.object({ reason: reason.optional() });
export type AdminApproveAgentBody = z.infer<typeof adminApproveAgentBody>;

/** POST /admin/agents/:id/sub-agents/modules: switch these modules back on for every sub-agent. */
export const adminSubAgentModulesBody = z.object({
  flags: z
    .array(z.enum(ADMIN_AGENT_FLAGS, { error: `A flag is one of ${ADMIN_AGENT_FLAGS.join(', ')}` }))
    .min(1, 'Choose the modules to switch on'),
});
export type AdminSubAgentModulesBody = z.infer<typeof adminSubAgentModulesBody>;
export const adminSubAgentModulesAnswer = z.object({ message: z.string(), subAgents: z.number().int() });
export type AdminSubAgentModulesAnswer = z.infer<typeof adminSubAgentModulesAnswer>;

// --- Quotations: the operations queue -----------------------------------------------------------

export const QUOTATION_WORK_STATUSES = ['new', 'in-hand', 'done'] as const;
export type QuotationWorkStatus = (typeof QUOTATION_WORK_STATUSES)[number];
export const QUOTATION_WORK_LABELS: Record<QuotationWorkStatus, string> = {
  new: 'New',
  'in-hand': 'In hand',
  done: 'Done',
};

export const adminQuotationQueueQuery = z.object({
  work: z
    .enum([...QUOTATION_WORK_STATUSES, 'all'], { error: 'work is new, in-hand, done or all' })
    .default('new'),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminQuotationQueueQuery = z.input<typeof adminQuotationQueueQuery>;

export const adminQuotationWorkBody = z.object({
  status: z.enum(QUOTATION_WORK_STATUSES, { error: 'The status is new, in-hand or done' }),
});
export type AdminQuotationWorkBody = z.infer<typeof adminQuotationWorkBody>;

export const adminQuotationQueueItem = z.object({
  _id: z.uuid(),
  quotationNumber: z.string(),
  agentQuotationNumber: z.string(),
  clientName: z.string(),
  agent: z.object({ _id: z.uuid(), agentCode: z.number().int(), companyName: z.string(), email: z.string() }),
  /** The confirmed version. */
  amendmentId: z.uuid(),
  amendmentNo: z.number().int(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  noOfAdults: z.number().int(),
  noOfChildren: z.number().int(),
  currency: z.string(),
  /** The chosen stay option: its number and hotels in words ("Atlantis, Deluxe, Bed and breakfast"). */
  stayNo: z.number().int(),
  hotels: z.array(z.string()),
  /** "2 x Double, 1 x Single". */
  rooms: z.string(),
  comments: z.string(),
  /** The whole trip at the confirmed price (minor units); null on older confirmations. */
  wholeTrip: z
    .object({ label: z.string(), sellPrice: z.number().int(), agentPrice: z.number().int() })
    .nullable(),
  confirmedAt: z.string(),
  work: z.object({
    status: z.enum(QUOTATION_WORK_STATUSES),
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
  }),
});
export type AdminQuotationQueueItem = z.infer<typeof adminQuotationQueueItem>;
export const adminQuotationQueueAnswer = z.object({
  quotations: z.array(adminQuotationQueueItem),
  total: z.number().int(),
});
export type AdminQuotationQueueAnswer = z.infer<typeof adminQuotationQueueAnswer>;
export const adminQuotationWorkAnswer = z.object({ message: z.string(), item: adminQuotationQueueItem });
export type AdminQuotationWorkAnswer = z.infer<typeof adminQuotationWorkAnswer>;
