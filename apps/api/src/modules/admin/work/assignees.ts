import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { admins, staffAssignments, type DbOrTx } from '@portal/db';
import type { AssigneeFilter, ListAssignee, StaffWorkKind } from '@portal/contracts';

/**
 * The assignee of the lists of assigned work (bookings desk, visa desk): the "assigned to" filter and
 * the name on each row, read from staff_assignments (work.service.ts writes it). `key` is the list's
 * SQL for the subject key: an order's `product:id`, an application's id.
 */
export function assignedWhere(
  kind: StaffWorkKind,
  key: SQL,
  filter: AssigneeFilter | undefined,
  me: string,
): SQL | undefined {
  if (!filter) return undefined;
  const assigned = (extra?: SQL) =>
    sql`exists (select 1 from ${staffAssignments} where ${staffAssignments.subjectKind} = ${kind}
      and ${staffAssignments.subjectKey} = ${key}${extra ? sql` and ${extra}` : sql``})`;
  if (filter === 'unassigned') return sql`not ${assigned()}`;
  return assigned(eq(staffAssignments.adminId, filter === 'me' ? me : filter));
}

/** Who handles each of a page's subjects (keys without a row: nobody). */
export async function assigneesOf(
  db: DbOrTx,
  kind: StaffWorkKind,
  keys: readonly string[],
): Promise<(key: string) => ListAssignee> {
  const rows = keys.length
    ? await db
        .select({ key: staffAssignments.subjectKey, id: admins.id, name: admins.name })
        .from(staffAssignments)
        .innerJoin(admins, eq(admins.id, staffAssignments.adminId))
        .where(and(eq(staffAssignments.subjectKind, kind), inArray(staffAssignments.subjectKey, [...keys])))
    : [];
  const byKey = new Map(rows.map((r) => [r.key, { id: r.id, name: r.name }]));
  return (key) => byKey.get(key) ?? null;
}
