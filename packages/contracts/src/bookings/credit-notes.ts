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
