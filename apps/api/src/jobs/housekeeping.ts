import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';
import type { AppDeps } from '../deps.ts';
import { deleteOrphanCatalogueImages } from '../modules/files/catalogue-images.service.ts';
import type { Job } from './index.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long finished rows stay around (support can still see why a sign-in or reset failed). */
export const HOUSEKEEPING_RETENTION = {
  sessionsMs: DAY_MS,
  passwordResetsMs: DAY_MS,
  rateLimitsMs: HOUR_MS,
  sentMailsMs: 30 * DAY_MS,
  /** A catalogue picture no content uses: a day to save the form it was uploaded from. */
  orphanImagesMs: DAY_MS,
} as const;

export interface HousekeepingOptions {
  /** Rows deleted per statement, so no run holds many row locks or a long transaction. */
  batch?: number;
  /** Statements per table per run; what is left goes in the next run. */
  maxBatches?: number;
}

export interface HousekeepingResult {
  sessions: number;
  passwordResets: number;
  rateLimits: number;
  sentMails: number;
  orphanImages: number;
}

/**
 * Deletes matching rows by primary key, at most `batch` per statement. The candidates are locked
 * with SKIP LOCKED, so nodes running this at once take disjoint rows and never wait on each other
 * or on a request that is updating the same row.
 */
async function deleteBatches(
  db: DbOrTx,
  table: string,
  key: string,
  where: SQL,
  batch: number,
  maxBatches: number,
): Promise<number> {
  const target = sql.identifier(table);
  const pk = sql.identifier(key);
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const rows = await queryRows<{ pk: string }>(
      db,
      sql`delete from ${target} where ${pk} in (
        select ${pk} from ${target} where ${where} limit ${batch} for update skip locked)
      returning ${pk} as pk`,
    );
    total += rows.length;
    if (rows.length < batch) break;
  }
  return total;
}

/** One housekeeping pass over sessions, password resets, rate-limit windows, sent mails and unused catalogue pictures. */
export async function runHousekeepingOnce(
  deps: AppDeps,
  { batch = 500, maxBatches = 10 }: HousekeepingOptions = {},
): Promise<HousekeepingResult> {
  const { db } = deps.database;
  const now = deps.clock.now().getTime();
  const before = (ms: number) => new Date(now - ms);
  const sessionCut = before(HOUSEKEEPING_RETENTION.sessionsMs);
  const resetCut = before(HOUSEKEEPING_RETENTION.passwordResetsMs);
  const rateCut = before(HOUSEKEEPING_RETENTION.rateLimitsMs);
  const mailCut = before(HOUSEKEEPING_RETENTION.sentMailsMs);

  const sessions = await deleteBatches(
    db,
    'sessions',
    'id',
    sql`expires_at < ${sessionCut} or revoked_at < ${sessionCut}`,
    batch,
    maxBatches,
  );
  const passwordResets = await deleteBatches(
    db,
    'password_resets',
    'token_hash',
    sql`expires_at < ${resetCut} or used_at < ${resetCut}`,
    batch,
    maxBatches,
  );
  const rateLimits = await deleteBatches(
    db,
    'rate_limits',
    'key',
    sql`reset_at < ${rateCut}`,
    batch,
    maxBatches,
  );
  // Pending and failed mails stay: the first are still to be sent, the second need a look.
  const sentMails = await deleteBatches(
    db,
    'mail_outbox',
    'id',
    sql`status = 'sent' and sent_at < ${mailCut}`,
    batch,
    maxBatches,
  );
  let orphanImages = 0;
  for (let i = 0; i < maxBatches; i++) {
    const deleted = await deleteOrphanCatalogueImages(
      deps,
      before(HOUSEKEEPING_RETENTION.orphanImagesMs),
      batch,
    );
    orphanImages += deleted;
    if (deleted < batch) break;
  }
  return { sessions, passwordResets, rateLimits, sentMails, orphanImages };
}

/** Jobs for startJobs(deps, log, [...housekeepingJobs(deps)]). */
export function housekeepingJobs(deps: AppDeps): Job[] {
  return [{ name: 'housekeeping', everyMs: 10 * 60_000, run: () => runHousekeepingOnce(deps) }];
}
