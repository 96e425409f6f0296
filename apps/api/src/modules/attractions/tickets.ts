import { and, eq, inArray, sql } from 'drizzle-orm';
import { attractionTickets, queryRows, type DbOrTx } from '@portal/db';
import { said } from '@portal/contracts';
import type { TicketFor } from '@portal/domain';
import { AppError } from '../../lib/app-error.ts';
import type { ActivityRow, TicketCounts } from './catalogue.repository.ts';

export type TicketNeed = Partial<Record<TicketFor, number>>;

/**
 * E-tickets a party needs: from the common pool when the activity has one, else one per adult,
 * child and (when infants pay) infant.
 */
export function ticketNeed(
  activity: Pick<ActivityRow, 'infantPrice'>,
  party: { adults: number; children: number; infants: number },
  counts: TicketCounts,
): TicketNeed {
  const infants = activity.infantPrice > 0 ? party.infants : 0;
  if (counts.common > 0) return { common: party.adults + party.children + infants };
  return { adult: party.adults, child: party.children, infant: infants };
}

const LABEL: Record<TicketFor, string> = { adult: 'adult', child: 'child', infant: 'infant', common: '' };

/** The 400 of too few tickets of a type: sold out, or how many are left (its key says which, ADR 0032). */
function shortageError(activityName: string, type: TicketFor, left: number): AppError {
  const kind = LABEL[type] ? `${LABEL[type]} ` : '';
  const ticket = type === 'common' ? 'any' : type;
  return left === 0
    ? new AppError(
        'BAD_REQUEST',
        `${activityName}: sold out (no ${kind}tickets left).`,
        said('attraction.soldOut', { activity: activityName, ticket }),
      )
    : new AppError(
        'BAD_REQUEST',
        `${activityName}: only ${left} ${kind}ticket${left === 1 ? '' : 's'} left.`,
        said('attraction.fewTicketsLeft', { activity: activityName, ticket, left }),
      );
}

/** The 400 when the inventory cannot cover a need, or null. */
export function shortage(need: TicketNeed, counts: TicketCounts, activityName: string): AppError | null {
  for (const [type, n] of Object.entries(need) as [TicketFor, number][]) {
    if (n > 0 && counts[type] < n) return shortageError(activityName, type, counts[type]);
  }
  return null;
}

/**
 * Claims tickets for an order line inside the booking transaction: FOR UPDATE SKIP LOCKED, so
 * concurrent checkouts never take the same ticket and never wait on each other. All or nothing:
 * a shortfall throws (400) and the transaction rolls back, leaving nothing reserved.
 */
export async function reserveTickets(
  tx: DbOrTx,
  input: {
    activityId: string;
    activityName: string;
    date: string;
    need: TicketNeed;
    lineId: string;
    until: Date;
  },
): Promise<void> {
  for (const [type, n] of Object.entries(input.need) as [TicketFor, number][]) {
    if (!n) continue;
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`update attraction_tickets set status = 'reserved', reserved_by = ${input.lineId}, reserved_until = ${input.until}
        where id in (
          select id from attraction_tickets
          where activity_id = ${input.activityId} and ticket_for = ${type} and status = 'available'
            and valid_till >= ${input.date}
          order by valid_till, ticket_no
          limit ${n}
          for update skip locked)
        returning id`,
    );
    if (rows.length < n) throw shortageError(input.activityName, type, rows.length);
  }
}

/** Reserved tickets of the lines become sold (payment captured). */
export async function sellTickets(tx: DbOrTx, lineIds: string[], at: Date): Promise<void> {
  if (lineIds.length === 0) return;
  await tx
    .update(attractionTickets)
    .set({ status: 'sold', soldAt: at, reservedUntil: null })
    .where(and(inArray(attractionTickets.reservedBy, lineIds), eq(attractionTickets.status, 'reserved')));
}

/** Reserved or sold tickets of the lines go back to the inventory. */
export async function releaseTickets(tx: DbOrTx, lineIds: string[]): Promise<number> {
  if (lineIds.length === 0) return 0;
  const rows = await tx
    .update(attractionTickets)
    .set({ status: 'available', reservedBy: null, reservedUntil: null, soldAt: null })
    .where(
      and(
        inArray(attractionTickets.reservedBy, lineIds),
        inArray(attractionTickets.status, ['reserved', 'sold']),
      ),
    )
    .returning({ id: attractionTickets.id });
  return rows.length;
}

export function ticketsOfLines(db: DbOrTx, lineIds: string[]) {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      lineId: attractionTickets.reservedBy,
      ticketNo: attractionTickets.ticketNo,
      ticketFor: attractionTickets.ticketFor,
      validTill: attractionTickets.validTill,
      status: attractionTickets.status,
    })
    .from(attractionTickets)
    .where(inArray(attractionTickets.reservedBy, lineIds))
    .orderBy(attractionTickets.ticketFor, attractionTickets.ticketNo);
}

/** A supplier's e-tickets of a cancelled line (they never belonged to our inventory). */
export async function deleteLineTickets(tx: DbOrTx, lineId: string): Promise<void> {
  await tx.delete(attractionTickets).where(eq(attractionTickets.reservedBy, lineId));
}
