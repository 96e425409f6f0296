import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { attractionOrderLines, auditEvents, bookingLines, visaTravellers, type DbOrTx } from '@portal/db';
import { addDays } from '@portal/domain';
import type { AuditListQuery, AuditRow, HistoryObject } from '@portal/contracts';
import { sheetBuffer } from '../lib/spreadsheet.ts';

export type AuditFilters = Omit<Exclude<AuditListQuery, undefined>, 'skip' | 'limit'>;

/** Midnight of a company-zone (UTC+4, no DST) day as an instant. */
const dubaiMidnight = (day: string) => new Date(`${day}T00:00:00+04:00`);

function where(f: AuditFilters): SQL | undefined {
  return and(
    f.actorId ? and(eq(auditEvents.actorKind, 'staff'), eq(auditEvents.actorId, f.actorId)) : undefined,
    f.kind ? eq(auditEvents.kind, f.kind) : undefined,
    f.objectType ? eq(auditEvents.objectType, f.objectType) : undefined,
    f.objectId ? eq(auditEvents.objectId, f.objectId) : undefined,
    f.agentId ? eq(auditEvents.agentId, f.agentId) : undefined,
    f.from ? gte(auditEvents.at, dubaiMidnight(f.from)) : undefined,
    f.to ? lt(auditEvents.at, dubaiMidnight(addDays(f.to, 1))) : undefined,
  );
}

type Row = typeof auditEvents.$inferSelect;
const toAnswer = (r: Row): AuditRow => ({
  id: r.id,
  at: r.at.toISOString(),
  actorKind: r.actorKind,
  actorId: r.actorId,
  actorName: r.actorName,
  agentId: r.agentId,
  ip: r.ip,
  kind: r.kind,
  objectType: r.objectType,
  objectId: r.objectId,
  before: r.before ?? null,
  after: r.after ?? null,
  reason: r.reason,
});

/** The audit trail newest first, filtered (the audit page). */
export async function listAudit(db: DbOrTx, f: AuditFilters, page: { skip: number; limit: number }) {
  const cond = where(f);
  const [rows, [count], kinds, staff] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(cond)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .offset(page.skip)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(cond),
    db.selectDistinct({ kind: auditEvents.kind }).from(auditEvents).orderBy(auditEvents.kind),
    db
      .selectDistinct({ _id: sql<string>`${auditEvents.actorId}::text`, name: auditEvents.actorName })
      .from(auditEvents)
      .where(eq(auditEvents.actorKind, 'staff'))
      .orderBy(auditEvents.actorName),
  ]);
  return {
    total: count?.n ?? 0,
    rows: rows.map(toAnswer),
    kinds: kinds.map((k) => k.kind),
    staff: staff.filter((s, i, all) => all.findIndex((o) => o._id === s._id) === i),
  };
}

const isObject = (type: string, id: string) =>
  and(eq(auditEvents.objectType, type), eq(auditEvents.objectId, id));

/**
 * The audit rows of one object and its parts, as audited: an agent's own rows and every row naming it as
 * the agency concerned (wallet, requests, orders); an order's rows (notes, assignment) and its lines'
 * (confirmations, cancellations) of either order table; an application's rows and its travellers'
 * (visa decisions).
 */
function historyScope(db: DbOrTx, type: HistoryObject, id: string): SQL | undefined {
  switch (type) {
    case 'agent':
      return or(eq(auditEvents.agentId, id), isObject('agent', id));
    case 'order':
      return or(
        isObject('order', id),
        and(
          eq(auditEvents.objectType, 'order-line'),
          or(
            inArray(
              auditEvents.objectId,
              db
                .select({ id: sql<string>`${attractionOrderLines.id}::text` })
                .from(attractionOrderLines)
                .where(eq(attractionOrderLines.orderId, id)),
            ),
            inArray(
              auditEvents.objectId,
              db
                .select({ id: sql<string>`${bookingLines.id}::text` })
                .from(bookingLines)
                .where(eq(bookingLines.orderId, id)),
            ),
          ),
        ),
      );
    case 'visa-application':
      return or(
        isObject('visa-application', id),
        and(
          eq(auditEvents.objectType, 'visa-traveller'),
          inArray(
            auditEvents.objectId,
            db
              .select({ id: sql<string>`${visaTravellers.id}::text` })
              .from(visaTravellers)
              .where(eq(visaTravellers.applicationId, id)),
          ),
        ),
      );
  }
}

/** Every change made to one object (an agent, an order, a visa application) and its parts, newest first. */
export async function objectHistory(db: DbOrTx, type: HistoryObject, id: string): Promise<AuditRow[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(historyScope(db, type, id))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(500);
  return rows.map(toAnswer);
}

const EXPORT_LIMIT = 10_000;
const changeText = (v: Record<string, unknown> | null) =>
  v === null
    ? ''
    : Object.entries(v)
        .map(([k, x]) => `${k}: ${JSON.stringify(x)}`)
        .join('; ');

/** The filtered trail as an Excel workbook (at most 10,000 rows, newest first). */
export async function auditSheet(db: DbOrTx, f: AuditFilters, now: Date): Promise<Buffer> {
  const { rows } = await listAudit(db, f, { skip: 0, limit: EXPORT_LIMIT });
  return sheetBuffer({
    name: 'Audit',
    created: now,
    columns: [
      { header: 'When (UTC)', key: 'at', width: 22 },
      { header: 'Who', key: 'who', width: 28 },
      { header: 'Address', key: 'ip', width: 16 },
      { header: 'What', key: 'kind', width: 26 },
      { header: 'Object', key: 'object', width: 44 },
      { header: 'Before', key: 'before', width: 40 },
      { header: 'After', key: 'after', width: 40 },
      { header: 'Reason', key: 'reason', width: 30 },
    ],
    rows: rows.map((r) => ({
      at: r.at.replace('T', ' ').slice(0, 19),
      who: r.actorName,
      ip: r.ip,
      kind: r.kind,
      object: `${r.objectType} ${r.objectId}`,
      before: changeText(r.before),
      after: changeText(r.after),
      reason: r.reason,
    })),
  });
}
