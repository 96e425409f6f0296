import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The latest rate (units for one AED) of the currency in `isocode`, as a scalar subquery: fx_rates
 * rows are history, never updated, so the newest row (fetched_at, then id) is the rate in force - the
 * one the currency picker and every conversion of the portal use. Null when the currency has none.
 * The outer column is written with its table, as drizzle leaves select-list columns unqualified
 * (`"isocode"` would name fx_rates' own column inside the subquery).
 */
export function latestFxRate(isocode: AnyPgColumn): SQL<string | number | null> {
  const outer = sql`${sql.identifier(getTableName(isocode.table))}.${sql.identifier(isocode.name)}`;
  return sql<string | number | null>`(select f.rate from fx_rates f
    where f.isocode = ${outer} order by f.fetched_at desc, f.id desc limit 1)`;
}
