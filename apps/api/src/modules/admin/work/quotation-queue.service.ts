import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { admins, agents, quotationAmendments, quotations, quotationWork, type DbOrTx } from '@portal/db';
import type {
  AdminQuotationQueueAnswer,
  AdminQuotationQueueItem,
  AdminQuotationWorkAnswer,
  QuotationCostingDto,
  QuotationDraft,
  QuotationWorkStatus,
} from '@portal/contracts';
import { QUOTATION_WORK_LABELS } from '@portal/contracts';
import { OCCUPANCY_NAMES, OCCUPANCY_TYPES, wholeTripLabel, type OccupancyType } from '@portal/domain';
import { recordAudit, type ActingAs } from '../../../audit/index.ts';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';

/**
 * Confirmed quotations as the operations team's queue: what the client accepted (the stay option, its
 * hotels, the rooms, the agent's comments and the whole-trip total, until now only in the e-mail) and
 * how far operations are with it (new, in hand, done; no row is new).
 */

interface Confirmation {
  selectedStay: number;
  comments?: string;
  occupancyRoomCount?: Record<string, number>;
  partyTotal?: {
    rooms: Partial<Record<OccupancyType, number>>;
    total: { sellPrice: number; agentPrice: number };
  } | null;
  confirmedAt: string;
}

const workStatus = sql<QuotationWorkStatus>`coalesce(${quotationWork.status}, 'new')`;

function select(db: DbOrTx) {
  return db
    .select({
      quotation: quotations,
      amendment: quotationAmendments,
      agent: {
        id: agents.id,
        agentCode: agents.agentCode,
        companyName: agents.companyName,
        email: agents.email,
      },
      workStatus,
      workUpdatedAt: quotationWork.updatedAt,
      by: admins.name,
    })
    .from(quotations)
    .innerJoin(quotationAmendments, eq(quotationAmendments.id, quotations.confirmedAmendmentId))
    .innerJoin(agents, eq(agents.id, quotations.agentId))
    .leftJoin(quotationWork, eq(quotationWork.quotationId, quotations.id))
    .leftJoin(admins, eq(admins.id, quotationWork.updatedBy));
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

function roomsText(rooms: Record<string, number> | undefined): string {
  return OCCUPANCY_TYPES.flatMap((o) =>
    (rooms?.[o] ?? 0) > 0 ? [`${rooms?.[o]} x ${OCCUPANCY_NAMES[o]}`] : [],
  ).join(', ');
}

function itemOf(row: Row): AdminQuotationQueueItem {
  const { quotation: q, amendment: a } = row;
  const draft = a.draft as unknown as QuotationDraft;
  const costing = a.costing as unknown as QuotationCostingDto;
  const confirmation = a.confirmation as unknown as Confirmation;
  const stay = costing.stays[confirmation.selectedStay - 1];
  const party = confirmation.partyTotal;
  return {
    _id: q.id,
    quotationNumber: q.quotationNumber,
    agentQuotationNumber: q.agentQuotationNumber,
    clientName: q.clientName,
    agent: {
      _id: row.agent.id,
      agentCode: row.agent.agentCode,
      companyName: row.agent.companyName,
      email: row.agent.email,
    },
    amendmentId: a.id,
    amendmentNo: a.amendmentNo,
    checkInDate: draft.checkInDate,
    checkOutDate: draft.checkOutDate,
    noOfAdults: draft.noOfAdults,
    noOfChildren: draft.noOfChildren,
    currency: costing.currency,
    stayNo: confirmation.selectedStay,
    hotels: stay ? stay.hotels.map((h) => `${h.hotelName}, ${h.roomTypeName}, ${h.boardTypeName}`) : [],
    rooms: roomsText(confirmation.occupancyRoomCount),
    comments: confirmation.comments ?? '',
    wholeTrip: party
      ? {
          label: wholeTripLabel({ adults: draft.noOfAdults, children: draft.noOfChildren }, party.rooms),
          sellPrice: party.total.sellPrice,
          agentPrice: party.total.agentPrice,
        }
      : null,
    confirmedAt: confirmation.confirmedAt,
    work: {
      status: row.workStatus,
      updatedAt: row.workUpdatedAt ? row.workUpdatedAt.toISOString() : null,
      updatedBy: row.by,
    },
  };
}

export async function quotationQueue(
  deps: AppDeps,
  q: { work: QuotationWorkStatus | 'all'; skip: number; limit: number },
): Promise<AdminQuotationQueueAnswer> {
  const { db } = deps.database;
  const conditions: SQL[] = [isNotNull(quotations.confirmedAmendmentId)];
  if (q.work !== 'all') conditions.push(sql`${workStatus} = ${q.work}`);
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(desc(quotations.updatedAt), desc(quotations.quotationNumber))
      .offset(q.skip)
      .limit(q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(quotations)
      .leftJoin(quotationWork, eq(quotationWork.quotationId, quotations.id))
      .where(where),
  ]);
  return { quotations: rows.map(itemOf), total: count?.n ?? 0 };
}

/** Operations move a confirmed quotation along (new, in hand, done). */
export async function setQuotationWork(
  deps: AppDeps,
  who: ActingAs,
  quotationId: string,
  status: QuotationWorkStatus,
): Promise<AdminQuotationWorkAnswer> {
  if (who.actor.kind !== 'staff') throw notFound('Confirmed quotation');
  const adminId = who.actor.adminId;
  const { db } = deps.database;
  const [found] = await db
    .select({
      agentId: quotations.agentId,
      confirmed: quotations.confirmedAmendmentId,
      number: quotations.quotationNumber,
      status: workStatus,
    })
    .from(quotations)
    .leftJoin(quotationWork, eq(quotationWork.quotationId, quotations.id))
    .where(eq(quotations.id, quotationId));
  if (!found?.confirmed) throw notFound('Confirmed quotation');
  const at = deps.clock.now();
  await db.transaction(async (tx) => {
    await tx
      .insert(quotationWork)
      .values({ quotationId, status, updatedBy: adminId, updatedAt: at })
      .onConflictDoUpdate({
        target: quotationWork.quotationId,
        set: { status, updatedBy: adminId, updatedAt: at },
      });
    await recordAudit(tx, who, {
      kind: 'quotation.work',
      object: { type: 'quotation', id: quotationId },
      agentId: found.agentId,
      before: { status: found.status },
      after: { status },
    });
  });
  const [row] = await select(db).where(eq(quotations.id, quotationId));
  if (!row) throw notFound('Confirmed quotation');
  return {
    message: `Quotation ${found.number} is ${QUOTATION_WORK_LABELS[status].toLowerCase()}`,
    item: itemOf(row),
  };
}
