import { and, eq } from 'drizzle-orm';
import { payments, type DbOrTx, type PaymentPurpose } from '@portal/db';

export type PaymentRow = typeof payments.$inferSelect;

export interface NewPayment {
  purpose: PaymentPurpose;
  agentId: string;
  reference: string;
  amount: number;
  currency: string;
  description: string;
  gateway: string;
  successUrl: string;
  cancelUrl: string;
  createdAt: Date;
}

export async function insertPayment(db: DbOrTx, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment not created');
  return row;
}

export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** The single transition out of `created`; null when another callback (or a cancel) got there first. */
export async function settlePayment(
  db: DbOrTx,
  id: string,
  outcome: { status: 'succeeded' | 'failed'; nonce: string | null; reason: string | null; at: Date },
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({
      status: outcome.status,
      callbackNonce: outcome.nonce,
      failureReason: outcome.reason,
      settledAt: outcome.at,
    })
    .where(and(eq(payments.id, id), eq(payments.status, 'created')))
    .returning();
  return row ?? null;
}
