import { expect } from 'vitest';
import { orderCreditNotesPath, type CreditNoteDto, type TransactionsAnswer } from '@portal/contracts';
import type { TestApp } from '../../testing/test-app.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The one credit notes route of every product: the owner lists the order's notes (CN-YYYY-NNNNNN, the
 * refunded amounts, oldest first), another agent gets 404, each PDF downloads, and the wallet statement's
 * refund line names its note. Answers the notes.
 */
export async function expectOrderCreditNotes(
  t: TestApp,
  orderId: string,
  owner: string,
  stranger: string,
  refunds: readonly number[],
): Promise<CreditNoteDto[]> {
  const url = `/api/v1${orderCreditNotesPath(orderId)}`;
  const res = await t.app.inject({ url, headers: bearer(owner) });
  expect(res.statusCode, res.body).toBe(200);
  const notes = res.json<{ creditNotes: CreditNoteDto[] }>().creditNotes;
  expect(notes.map((n) => n.amount)).toEqual(refunds);
  for (const n of notes) {
    expect(n.number).toMatch(/^CN-\d{4}-\d{6}$/);
    const pdf = await t.app.inject({
      url: `/api/v1/b2b/bookings/credit-notes/${n.id}`,
      headers: bearer(owner),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  }
  expect((await t.app.inject({ url, headers: bearer(stranger) })).statusCode).toBe(404);
  if (notes.length > 0) {
    const statement = await t.app.inject({
      url: '/api/v1/b2b/transactions/all?skip=0&limit=50',
      headers: bearer(owner),
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const linked = statement
      .json<TransactionsAnswer>()
      .transactions.flatMap((r) => (r.creditNote ? [r.creditNote.number] : []));
    for (const n of notes) expect(linked).toContain(n.number);
  }
  return notes;
}
