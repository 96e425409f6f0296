import { z } from 'zod';

/**
 * A credit note of a booking (booking core): issued when money that its tax invoice covered was
 * refunded. The PDF is `GET /b2b/bookings/credit-notes/:id`.
 */
export const creditNoteDto = z.object({
  id: z.string().uuid(),
  number: z.string(),
  invoiceNumber: z.string(),
  /** Minor units. */
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  issuedAt: z.string(),
});
export type CreditNoteDto = z.infer<typeof creditNoteDto>;

export const creditNotePdfPath = (id: string) => `/b2b/bookings/credit-notes/${id}`;

/** An order's credit notes, oldest first: the same answer for every product and for staff. */
export const creditNotesAnswer = z.object({ creditNotes: z.array(creditNoteDto) });
export type CreditNotesAnswer = z.infer<typeof creditNotesAnswer>;

export const orderCreditNotesParams = z.object({ orderId: z.uuid() });

/** The agent's own order's credit notes (booking core order id of any product). */
export const orderCreditNotesPath = (orderId: string) => `/b2b/bookings/orders/${orderId}/credit-notes`;
/** Staff: any order's credit notes and a credit note's PDF. */
export const adminOrderCreditNotesPath = (orderId: string) => `/admin/bookings/orders/${orderId}/credit-notes`;
export const adminCreditNotePdfPath = (id: string) => `/admin/bookings/credit-notes/${id}`;
