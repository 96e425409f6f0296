import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { admins, agents, staffAssignments, staffNotes, visaApplications, type DbOrTx } from '@portal/db';
import {
  STAFF_WORK_PERMISSION,
  type AssigneeListAnswer,
  type StaffWorkAnswer,
  type StaffWorkKind,
} from '@portal/contracts';
import type { Permission } from '@portal/domain';
import { recordAudit, type ActingAs } from '../../../audit/index.ts';
import type { AppDeps } from '../../../deps.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';
import { findAdminOrder } from '../../bookings/admin-orders.repository.ts';

/**
 * Internal notes on agents, orders and visa applications (never shown to agents), and which member of
 * staff handles an order or an application. Subjects are keyed as the back office addresses them: an
 * agent's or application's id, an order's `product:id`.
 */

const WHAT: Record<StaffWorkKind, string> = { agent: 'Agent', order: 'Order', visa: 'Visa application' };

/** 404 unless the subject exists (an order also under the product its key names). */
export async function assertSubject(db: DbOrTx, kind: StaffWorkKind, key: string): Promise<void> {
  let found: boolean;
  if (kind === 'agent') {
    found = (await db.select({ id: agents.id }).from(agents).where(eq(agents.id, key))).length > 0;
  } else if (kind === 'visa') {
    found =
      (
        await db
          .select({ id: visaApplications.id })
          .from(visaApplications)
          .where(eq(visaApplications.id, key))
      ).length > 0;
  } else {
    const [product, id = ''] = key.split(':');
    const order = await findAdminOrder(db, id);
    found = order?.order.product === product;
  }
  if (!found) throw notFound(WHAT[kind]);
}

const assigners = alias(admins, 'assigner');

export async function workOf(deps: AppDeps, kind: StaffWorkKind, key: string, db: DbOrTx = deps.database.db) {
  await assertSubject(db, kind, key);
  const [notes, [assigned]] = await Promise.all([
    db
      .select({ note: staffNotes, author: { id: admins.id, name: admins.name } })
      .from(staffNotes)
      .innerJoin(admins, eq(admins.id, staffNotes.adminId))
      .where(and(eq(staffNotes.subjectKind, kind), eq(staffNotes.subjectKey, key)))
      .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id)),
    db
      .select({
        row: staffAssignments,
        admin: { id: admins.id, name: admins.name },
        by: assigners.name,
      })
      .from(staffAssignments)
      .innerJoin(admins, eq(admins.id, staffAssignments.adminId))
      .innerJoin(assigners, eq(assigners.id, staffAssignments.assignedBy))
      .where(and(eq(staffAssignments.subjectKind, kind), eq(staffAssignments.subjectKey, key))),
  ]);
  const answer: StaffWorkAnswer = {
    notes: notes.map(({ note, author }) => ({
      id: note.id,
      text: note.text,
      createdAt: note.createdAt.toISOString(),
      author,
    })),
    assignee: assigned
      ? { ...assigned.admin, assignedAt: assigned.row.assignedAt.toISOString(), assignedBy: assigned.by }
      : null,
  };
  return answer;
}

/** Writes a note (in the caller's transaction when given: a decision and its reason land together). */
export async function insertNote(
  db: DbOrTx,
  note: { kind: StaffWorkKind; key: string; adminId: string; text: string; at: Date },
): Promise<void> {
  await db.insert(staffNotes).values({
    subjectKind: note.kind,
    subjectKey: note.key,
    adminId: note.adminId,
    text: note.text,
    createdAt: note.at,
  });
}

/** Who may write on a kind of object: those who work on it (the route admits all staff who read). */
export const WORK_PERMISSION: Record<StaffWorkKind, Permission> = STAFF_WORK_PERMISSION;

const objectOf = (kind: StaffWorkKind, key: string) =>
  kind === 'order'
    ? { type: 'order', id: key.split(':')[1] ?? key }
    : { type: kind === 'visa' ? 'visa-application' : 'agent', id: key };

export async function addNote(
  deps: AppDeps,
  who: ActingAs,
  kind: StaffWorkKind,
  key: string,
  text: string,
): Promise<StaffWorkAnswer> {
  const { db } = deps.database;
  await assertSubject(db, kind, key);
  await db.transaction(async (tx) => {
    await insertNote(tx, { kind, key, adminId: staffIdOf(who), text, at: deps.clock.now() });
    await recordAudit(tx, who, {
      kind: `${objectOf(kind, key).type}.note`,
      object: objectOf(kind, key),
      agentId: kind === 'agent' ? key : null,
      before: null,
      after: { note: text },
    });
  });
  return workOf(deps, kind, key);
}

function staffIdOf(who: ActingAs): string {
  if (who.actor.kind !== 'staff') throw badRequest('Only company staff write notes');
  return who.actor.adminId;
}

/** Assigns an order or application to an active member of staff, or to nobody (null). */
export async function assign(
  deps: AppDeps,
  who: ActingAs,
  kind: StaffWorkKind,
  key: string,
  assignee: string | null,
): Promise<StaffWorkAnswer> {
  if (kind === 'agent') throw badRequest('Only orders and visa applications are assigned to staff');
  const adminId = staffIdOf(who);
  const { db } = deps.database;
  await assertSubject(db, kind, key);
  const where = and(eq(staffAssignments.subjectKind, kind), eq(staffAssignments.subjectKey, key));
  const audit = async (tx: DbOrTx, before: string | null) =>
    recordAudit(tx, who, {
      kind: `${objectOf(kind, key).type}.assign`,
      object: objectOf(kind, key),
      before: { assignee: before },
      after: { assignee },
    });
  const current = async (tx: DbOrTx) =>
    (await tx.select({ id: staffAssignments.adminId }).from(staffAssignments).where(where).for('update'))[0]
      ?.id ?? null;
  if (assignee === null) {
    await db.transaction(async (tx) => {
      const before = await current(tx);
      await tx.delete(staffAssignments).where(where);
      await audit(tx, before);
    });
    return workOf(deps, kind, key);
  }
  const [staff] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.id, assignee), eq(admins.active, true)));
  if (!staff)
    throw badRequest('Choose an active member of staff', { adminId: ['Choose an active member of staff'] });
  const at = deps.clock.now();
  await db.transaction(async (tx) => {
    const before = await current(tx);
    await tx
      .insert(staffAssignments)
      .values({ subjectKind: kind, subjectKey: key, adminId: assignee, assignedBy: adminId, assignedAt: at })
      .onConflictDoUpdate({
        target: [staffAssignments.subjectKind, staffAssignments.subjectKey],
        set: { adminId: assignee, assignedBy: adminId, assignedAt: at },
      });
    await audit(tx, before);
  });
  return workOf(deps, kind, key);
}

export async function activeStaff(deps: AppDeps): Promise<AssigneeListAnswer> {
  const staff = await deps.database.db
    .select({ id: admins.id, name: admins.name })
    .from(admins)
    .where(eq(admins.active, true))
    .orderBy(asc(admins.name));
  return { staff };
}
