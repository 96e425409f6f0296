import { plainDateIn } from '@portal/domain';
import { max, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { a2aSectors, a2aTickets } from '../../schema/index.ts';
import { seedSectorRows, seedTicketRows } from './schedule.ts';

const SEED_LOCK = 72_410_013;
const CHUNK = 200;

/**
 * Seeds the a2a sectors and their seat blocks (issue 13). Idempotent and self-renewing: sectors are
 * inserted once, and tickets are added only for the days after the last seeded date, so a long-lived
 * install keeps a schedule ahead of today without touching sold blocks.
 */
export async function seedA2a(db: Db, options: { now?: Date } = {}): Promise<{ tickets: number }> {
  const today = plainDateIn(options.now ?? new Date());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await tx.insert(a2aSectors).values(seedSectorRows()).onConflictDoNothing();
    const [last] = await tx.select({ date: max(a2aTickets.onwardDate) }).from(a2aTickets);
    const lastDate = last?.date ?? null;
    const firstDay = lastDate && lastDate >= today ? daysAfter(today, lastDate) + 1 : 0;
    const rows = seedTicketRows(today, firstDay);
    for (let i = 0; i < rows.length; i += CHUNK) {
      await tx
        .insert(a2aTickets)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoNothing();
    }
    return { tickets: rows.length };
  });
}

function daysAfter(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}
