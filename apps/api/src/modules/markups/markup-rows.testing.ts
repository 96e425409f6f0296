import { eq, sql } from 'drizzle-orm';
import { clientMarkups, type DbOrTx } from '@portal/db';

/**
 * Sets a buyer's client markup value by SQL with the table's counting trigger off, so no change-feed
 * counter moves: a later read that still prices with the old value shows the rows were held in memory.
 */
export async function setClientMarkupUncounted(db: DbOrTx, agentId: string, value: number): Promise<void> {
  await db.execute(sql`alter table client_markups disable trigger client_markups_changed`);
  try {
    await db.update(clientMarkups).set({ value }).where(eq(clientMarkups.agentId, agentId));
  } finally {
    await db.execute(sql`alter table client_markups enable trigger client_markups_changed`);
  }
}
