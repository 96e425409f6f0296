import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';
import type { WindowCount } from '@portal/domain';

/**
 * Fixed-window counters in the rate_limits table, on the database clock, so every API node shares
 * them (the route limits' store and the sign-in limits). A key's first hit opens a window of
 * `windowMs`; an ended window is started afresh by the next hit; housekeeping deletes old ones.
 */

interface Row {
  key: string;
  count: number;
  reset_in_ms: number;
}

const byKey = (keys: readonly string[], rows: Row[]): WindowCount[] => {
  const found = new Map(rows.map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = found.get(key);
    return row
      ? { count: Number(row.count), resetInMs: Number(row.reset_in_ms) }
      : { count: 0, resetInMs: 0 };
  });
};

/** Adds one to each key (all distinct) in one statement; answers the counts in the order of `keys`. */
export async function bumpCounters(
  db: DbOrTx,
  keys: readonly string[],
  windowMs: number,
): Promise<WindowCount[]> {
  if (keys.length === 0) return [];
  // Rows are locked in key order, so two calls on the same keys cannot deadlock.
  const values = [...keys]
    .sort()
    .map((key) => sql`(${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))`);
  const rows = await queryRows<Row>(
    db,
    sql`
    insert into rate_limits (key, count, reset_at)
    values ${sql.join(values, sql`, `)}
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning key, count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::int as reset_in_ms`,
  );
  return byKey(keys, rows);
}

/** The open windows' counts of `keys` (0 for a key without one), in the order of `keys`. */
export async function readCounters(db: DbOrTx, keys: readonly string[]): Promise<WindowCount[]> {
  if (keys.length === 0) return [];
  const rows = await queryRows<Row>(
    db,
    sql`
    select key, count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::int as reset_in_ms
    from rate_limits
    where key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}) and reset_at > now()`,
  );
  return byKey(keys, rows);
}

export async function clearCounters(db: DbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(
    sql`delete from rate_limits where key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
}
