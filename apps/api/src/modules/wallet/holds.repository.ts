import { eq, sql } from 'drizzle-orm';
import { queryRows, walletHolds, type DbOrTx } from '@portal/db';

export interface HoldRow {
  id: string;
  agentId: string;
  amount: number;
  reference: string;
  purpose: string;
  status: 'held' | 'captured' | 'voided' | 'expired';
  expiresAt: Date | null;
}

function toHold(raw: Record<string, unknown>): HoldRow {
  return {
    id: String(raw.id),
    agentId: String(raw.agentId),
    amount: Number(raw.amount),
    reference: String(raw.reference),
    purpose: String(raw.purpose),
    status: raw.status as HoldRow['status'],
    expiresAt: raw.expiresAt ? new Date(raw.expiresAt as string) : null,
  };
}

const HOLD_COLUMNS = sql`id, agent_id as "agentId", amount, reference, purpose, status, expires_at as "expiresAt"`;

export async function insertHold(
  db: DbOrTx,
  hold: {
    id: string;
    agentId: string;
    amount: number;
    reference: string;
    purpose: string;
    expiresAt: Date | null;
    holdEntryId: string;
    now: Date;
  },
): Promise<void> {
  await db.insert(walletHolds).values({
    id: hold.id,
    agentId: hold.agentId,
    amount: hold.amount,
    reference: hold.reference,
    purpose: hold.purpose,
    expiresAt: hold.expiresAt,
    holdEntryId: hold.holdEntryId,
    createdAt: hold.now,
  });
}

/**
 * Resolves a hold exactly once: the transition is guarded by `status = 'held'`, so of two racing
 * resolutions (capture vs. void vs. the expiry job) only one gets the row. A capture also needs
 * the hold unexpired.
 */
export async function resolveHold(
  db: DbOrTx,
  id: string,
  to: 'captured' | 'voided' | 'expired',
  now: Date,
  capturedAmount: number | null = null,
): Promise<HoldRow | null> {
  const unexpired = to === 'captured' ? sql`and (expires_at is null or expires_at > ${now})` : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`update wallet_holds set status = ${to}, resolved_at = ${now}, captured_amount = ${capturedAmount}::bigint
      where id = ${id} and status = 'held' ${unexpired} returning ${HOLD_COLUMNS}`,
  );
  return rows[0] ? toHold(rows[0]) : null;
}

export async function setResolveEntry(db: DbOrTx, id: string, entryId: string): Promise<void> {
  await db.update(walletHolds).set({ resolveEntryId: entryId }).where(eq(walletHolds.id, id));
}

export async function findHold(db: DbOrTx, id: string): Promise<HoldRow | null> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${HOLD_COLUMNS} from wallet_holds where id = ${id}`,
  );
  return rows[0] ? toHold(rows[0]) : null;
}

/**
 * Claims expired holds for the expiry job: marked `expired` in the claiming statement with
 * FOR UPDATE SKIP LOCKED, so several API nodes never take the same hold.
 */
export async function claimExpiredHolds(db: DbOrTx, now: Date, limit: number): Promise<HoldRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`update wallet_holds set status = 'expired', resolved_at = ${now}
      where id in (select id from wallet_holds where status = 'held' and expires_at <= ${now}
        order by agent_id, expires_at limit ${limit} for update skip locked)
      returning ${HOLD_COLUMNS}`,
  );
  return rows.map(toHold).sort((a, b) => a.agentId.localeCompare(b.agentId));
}
