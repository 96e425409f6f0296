import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  agents,
  countries,
  visaApplications,
  visaNationalities,
  visaTravellerEvents,
  visaTravellers,
  visaTypes,
  type DbOrTx,
} from '@portal/db';
import { nationalityOf, type VisaTravellerStatus } from '@portal/domain';

export type ApplicationRow = typeof visaApplications.$inferSelect;
export type TravellerRow = typeof visaTravellers.$inferSelect;
export type EventRow = typeof visaTravellerEvents.$inferSelect;

export interface ApplicationBundle {
  app: ApplicationRow;
  type: typeof visaTypes.$inferSelect;
  nationality: { id: string; name: string };
  travellers: TravellerRow[];
  events: EventRow[];
}

export async function findApplication(
  db: DbOrTx,
  id: string,
  forUpdate = false,
): Promise<ApplicationRow | null> {
  const q = db.select().from(visaApplications).where(eq(visaApplications.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function findApplicationByReference(db: DbOrTx, reference: string) {
  const [row] = await db
    .select()
    .from(visaApplications)
    .where(eq(sql`upper(${visaApplications.referenceNumber})`, reference.trim().toUpperCase()));
  return row ?? null;
}

export async function loadBundle(db: DbOrTx, app: ApplicationRow): Promise<ApplicationBundle> {
  const [[type], [nat], travellers] = await Promise.all([
    db.select().from(visaTypes).where(eq(visaTypes.id, app.visaTypeId)),
    db
      .select({ id: visaNationalities.id, isocode: visaNationalities.countryIsocode, name: countries.name })
      .from(visaNationalities)
      .innerJoin(countries, eq(countries.isocode, visaNationalities.countryIsocode))
      .where(eq(visaNationalities.id, app.nationalityId)),
    db
      .select()
      .from(visaTravellers)
      .where(eq(visaTravellers.applicationId, app.id))
      .orderBy(asc(visaTravellers.position)),
  ]);
  const events = travellers.length
    ? await db
        .select()
        .from(visaTravellerEvents)
        .where(
          inArray(
            visaTravellerEvents.travellerId,
            travellers.map((t) => t.id),
          ),
        )
        .orderBy(asc(visaTravellerEvents.createdAt))
    : [];
  if (!type || !nat) throw new Error(`visa application ${app.id} lost its type or nationality`);
  const nationality = { id: nat.id, name: nationalityOf(nat.isocode, nat.name) };
  return { app, type, nationality, travellers, events };
}

export async function insertEvent(
  tx: DbOrTx,
  travellerId: string,
  status: VisaTravellerStatus,
  actor: 'agent' | 'admin' | 'system',
  at: Date,
  note: string | null = null,
) {
  await tx.insert(visaTravellerEvents).values({ travellerId, status, actor, note, createdAt: at });
}

/** The traveller's latest event of a status (the one its change just wrote, in the same transaction). */
export async function latestEvent(db: DbOrTx, travellerId: string, status: VisaTravellerStatus) {
  const [row] = await db
    .select({ id: visaTravellerEvents.id, createdAt: visaTravellerEvents.createdAt })
    .from(visaTravellerEvents)
    .where(and(eq(visaTravellerEvents.travellerId, travellerId), eq(visaTravellerEvents.status, status)))
    .orderBy(desc(visaTravellerEvents.createdAt), desc(visaTravellerEvents.id))
    .limit(1);
  return row ?? null;
}

export interface ListFilter {
  agentId?: string;
  /** Whose applications (the shared agency filter, `agencyScope`); beside or instead of agentId. */
  owners?: SQL | undefined;
  /** Only the applications this agency user made ("Booked by", issue 32). */
  bookedBy?: string | undefined;
  referenceNumber?: string | undefined;
  traveller?: string | undefined;
  passportNo?: string | undefined;
  status?: VisaTravellerStatus | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** Back office: the reference, the agent (name, company, e-mail, code) or a traveller (name, passport). */
  search?: string | undefined;
  /** Back office: the "assigned to" condition (admin/work/assignees.ts) over the application's id. */
  assigned?: SQL | undefined;
}

/** An application's key in the back office's notes and assignments: its id. */
export const visaWorkKey = sql`${visaApplications.id}::text`;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(f: ListFilter): SQL | undefined {
  const travellerMatch = (cond: SQL) =>
    sql`exists (select 1 from ${visaTravellers} where ${visaTravellers.applicationId} = ${visaApplications.id} and ${cond})`;
  return and(
    f.agentId ? eq(visaApplications.agentId, f.agentId) : undefined,
    f.owners,
    f.bookedBy ? eq(visaApplications.bookedBy, f.bookedBy) : undefined,
    f.assigned,
    f.referenceNumber ? ilike(visaApplications.referenceNumber, like(f.referenceNumber)) : undefined,
    f.traveller
      ? travellerMatch(
          sql`(${visaTravellers.firstName} || ' ' || ${visaTravellers.lastName}) ilike ${like(f.traveller)}`,
        )
      : undefined,
    f.passportNo ? travellerMatch(sql`${visaTravellers.passportNo} ilike ${like(f.passportNo)}`) : undefined,
    f.status ? travellerMatch(sql`${visaTravellers.status} = ${f.status}`) : undefined,
    f.search
      ? or(
          ilike(visaApplications.referenceNumber, like(f.search)),
          travellerMatch(
            sql`((${visaTravellers.firstName} || ' ' || ${visaTravellers.lastName}) ilike ${like(f.search)} or ${visaTravellers.passportNo} ilike ${like(f.search)})`,
          ),
          sql`exists (select 1 from ${agents} where ${agents.id} = ${visaApplications.agentId} and (${agents.name} ilike ${like(f.search)} or ${agents.companyName} ilike ${like(f.search)} or ${agents.email} ilike ${like(f.search)} or ${agents.agentCode}::text = ${f.search.trim()}))`,
        )
      : undefined,
    f.dateFrom ? gte(visaApplications.createdAt, new Date(`${f.dateFrom}T00:00:00+04:00`)) : undefined,
    f.dateTo
      ? lt(
          visaApplications.createdAt,
          new Date(new Date(`${f.dateTo}T00:00:00+04:00`).getTime() + 86_400_000),
        )
      : undefined,
  );
}

/**
 * `pending` (the back office's queue): applications with a traveller submitted or in process first,
 * the longest waiting first; then the rest, newest first.
 */
export type ListOrder = 'newest' | 'pending';

const waiting = sql`exists (select 1 from ${visaTravellers} where ${visaTravellers.applicationId} = ${visaApplications.id} and ${visaTravellers.status} in ('submitted', 'in_process'))`;

export async function listApplications(
  db: DbOrTx,
  f: ListFilter,
  skip: number,
  limit: number,
  order: ListOrder = 'newest',
) {
  const where = listWhere(f);
  const sorting =
    order === 'pending'
      ? [
          desc(waiting),
          sql`case when ${waiting} then ${visaApplications.createdAt} end asc`,
          desc(visaApplications.createdAt),
          desc(visaApplications.id),
        ]
      : [desc(visaApplications.createdAt), desc(visaApplications.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(visaApplications)
      .where(where)
      .orderBy(...sorting)
      .limit(limit)
      .offset(skip),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(visaApplications)
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Who applied, as the back office names them (one query for a page of applications). */
export async function agentSummaries(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      _id: agents.id,
      agentCode: agents.agentCode,
      name: agents.name,
      companyName: agents.companyName,
      email: agents.email,
    })
    .from(agents)
    .where(inArray(agents.id, ids));
}

export function agentEmail(db: DbOrTx, agentId: string) {
  return db
    .select({ email: agents.email, name: agents.name, companyName: agents.companyName })
    .from(agents)
    .where(eq(agents.id, agentId))
    .then((r) => r[0] ?? null);
}

export async function findTraveller(
  db: DbOrTx,
  applicationId: string,
  travellerId: string,
  forUpdate = false,
) {
  const q = db
    .select()
    .from(visaTravellers)
    .where(and(eq(visaTravellers.id, travellerId), eq(visaTravellers.applicationId, applicationId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** A traveller by application reference and position (1-based) or id: the command line's way to name one. */
export async function findTravellerRef(db: DbOrTx, applicationId: string, ref: string) {
  const position = /^\d{1,2}$/.test(ref) ? Number(ref) : null;
  const [row] = await db
    .select()
    .from(visaTravellers)
    .where(
      and(
        eq(visaTravellers.applicationId, applicationId),
        position !== null
          ? eq(visaTravellers.position, position)
          : or(eq(sql`${visaTravellers.id}::text`, ref)),
      ),
    );
  return row ?? null;
}
