import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';
import type { RecoveryOutcome } from './recovery.plugin.ts';

/**
 * Starts an attempt on an order (its recovery lock is held): the attempt count goes up, unless the
 * order waits for a later attempt. Answers the count including this attempt, or null when not due.
 */
export async function startAttempt(
  db: DbOrTx,
  product: string,
  orderId: string,
  now: Date,
): Promise<number | null> {
  const rows = await queryRows<{ attempts: number }>(
    db,
    sql`insert into booking_recoveries (product, order_id, attempts, created_at, updated_at)
      values (${product}, ${orderId}, 1, ${now}, ${now})
      on conflict (product, order_id) do update set attempts = booking_recoveries.attempts + 1,
        outcome = null, next_attempt_at = null, updated_at = excluded.updated_at
        where booking_recoveries.next_attempt_at is null or booking_recoveries.next_attempt_at <= excluded.updated_at
      returning attempts`,
  );
  return rows[0] ? Number(rows[0].attempts) : null;
}

/** Ends an attempt with its outcome, or with a note and when to try again. */
export async function endAttempt(
  db: DbOrTx,
  product: string,
  orderId: string,
  result: { outcome: RecoveryOutcome | null; note: string | null; nextAttemptAt: Date | null },
  now: Date,
): Promise<void> {
  await db.execute(
    sql`update booking_recoveries set outcome = ${result.outcome}, last_note = ${result.note},
      next_attempt_at = ${result.nextAttemptAt}, updated_at = ${now}
      where product = ${product} and order_id = ${orderId}`,
  );
}

/** Orders of the product that wait for a later attempt (left out of this run). */
export async function waitingOrders(db: DbOrTx, product: string, now: Date): Promise<string[]> {
  const rows = await queryRows<{ orderId: string }>(
    db,
    sql`select order_id as "orderId" from booking_recoveries
      where product = ${product} and outcome is null and next_attempt_at > ${now}`,
  );
  return rows.map((r) => r.orderId);
}
