import { z } from 'zod';
import { VISA_DOCUMENT_FIELDS } from '@portal/domain';
import { a2aAdminTicketDto } from '../a2a/admin.ts';
import { adminVisaListQuery, visaApplicationDto, visaTravellerDto } from '../visas/applications.ts';
import { assigneeFilter, listAssignee } from './assignee.ts';

/** The visa PDF staff attach: the API takes a PDF (checked by its bytes) of at most 5 MB. */
export const ADMIN_VISA_FILE = {
  accept: 'application/pdf,.pdf',
  maxBytes: 5 * 1024 * 1024,
  label: 'PDF',
} as const;

/**
 * GET /admin/visa/applications: the status filter, a search over the reference, the agent (name,
 * company, e-mail, code) and the travellers (name, passport number), and the order: `pending` puts
 * applications with a traveller submitted or in process first (oldest waiting first), `newest` is the
 * plain newest-first list.
 */
export const adminVisaApplicationsQuery = adminVisaListQuery.extend({
  search: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
  order: z.enum(['newest', 'pending'], { error: 'The order is newest or pending' }).default('newest'),
  /** Assigned to: me, unassigned or a member of staff's id. */
  assignee: assigneeFilter.optional(),
});
export type AdminVisaApplicationsQuery = z.input<typeof adminVisaApplicationsQuery>;

/** Signed links (valid about an hour) to a traveller's uploads, null where nothing is uploaded. */
export const adminVisaTravellerDto = visaTravellerDto.extend({
  documentLinks: z.object(
    Object.fromEntries(VISA_DOCUMENT_FIELDS.map((f) => [f, z.string().nullable()])) as Record<
      (typeof VISA_DOCUMENT_FIELDS)[number],
      z.ZodNullable<z.ZodString>
    >,
  ),
  visaLink: z.string().nullable(),
});
export type AdminVisaTravellerDto = z.infer<typeof adminVisaTravellerDto>;

export const adminVisaApplicationDto = visaApplicationDto.extend({
  agent: z.object({
    _id: z.uuid(),
    agentCode: z.number().int(),
    name: z.string(),
    companyName: z.string(),
    email: z.string(),
  }),
  travellers: z.array(adminVisaTravellerDto),
  /** The member of staff handling the application; null: nobody. */
  assignee: listAssignee,
});
export type AdminVisaApplicationDto = z.infer<typeof adminVisaApplicationDto>;

export const adminVisaApplicationsAnswer = z.object({
  visaApplications: z.array(adminVisaApplicationDto),
  totalVisaApplications: z.number().int(),
});
export type AdminVisaApplicationsAnswer = z.infer<typeof adminVisaApplicationsAnswer>;

/** GET /admin/a2a/tickets/paged: the seat blocks a page at a time, with filters. */
export const adminA2aTicketPageQuery = z.object({
  status: z.enum(['open', 'closed'], { error: 'The status is open or closed' }).optional(),
  /** Matches the sector (DXB-COK, DXB or COK), the flight number or the PNR. */
  search: z.string().trim().max(40, 'Search with at most 40 characters').optional(),
  dateFrom: z.iso.date({ error: 'Use a date as yyyy-mm-dd' }).optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminA2aTicketPageQuery = z.input<typeof adminA2aTicketPageQuery>;

export const adminA2aTicketPage = z.object({
  tickets: z.array(a2aAdminTicketDto),
  totalTickets: z.number().int(),
});
export type AdminA2aTicketPage = z.infer<typeof adminA2aTicketPage>;
