import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { A2aSeatGrid, A2aSeatGridDay, A2aSeatRangeBody } from '@portal/contracts';
import { a2aSectors, a2aTickets } from '@portal/db';
import { addDays, daysBetween, formatDate, nightsOfRange } from '@portal/domain';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';

/**
 * The a2a seat-block grid (issue 34): sectors x days of a month, read from the blocks
 * (a2a_tickets) the agents' search and booking take seats from, uncached, so a change is seen at once.
 */
const MAX_RANGE_DAYS = 366;

function monthDays(month: string): string[] {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return nightsOfRange(first, addDays(next, -1));
}

export async function a2aSeatGrid(deps: AppDeps, month: string): Promise<A2aSeatGrid> {
  const days = monthDays(month);
  const db = deps.database.db;
  const [sectors, blocks] = await Promise.all([
    db.select().from(a2aSectors).orderBy(asc(a2aSectors.airportFrom), asc(a2aSectors.airportTo)),
    db
      .select({
        sectorId: a2aTickets.sectorId,
        date: a2aTickets.onwardDate,
        blocks: sql<number>`count(*)::int`,
        seats: sql<number>`sum(${a2aTickets.totalSeats})::int`,
        left: sql<number>`sum(${a2aTickets.availableSeats})::int`,
        open: sql<number>`count(*) filter (where ${a2aTickets.status} = 'open')::int`,
      })
      .from(a2aTickets)
      .where(and(gte(a2aTickets.onwardDate, days[0]!), lte(a2aTickets.onwardDate, days.at(-1)!)))
      .groupBy(a2aTickets.sectorId, a2aTickets.onwardDate),
  ]);
  const byKey = new Map(blocks.map((b) => [`${b.sectorId}|${b.date}`, b]));
  const withBlocks = new Set(blocks.map((b) => b.sectorId));
  return {
    month,
    days,
    sectors: sectors
      .filter((s) => s.active || withBlocks.has(s.id))
      .map((s) => ({
        _id: s.id,
        name: `${s.airportFrom}-${s.airportTo}`,
        days: days.map((date): A2aSeatGridDay => {
          const b = byKey.get(`${s.id}|${date}`);
          if (!b) return { date, blocks: 0, seats: 0, sold: 0, left: 0, closed: false };
          return {
            date,
            blocks: b.blocks,
            seats: b.seats,
            sold: b.seats - b.left,
            left: b.left,
            closed: b.open === 0,
          };
        }),
      })),
  };
}

const problem = (field: string, message: string) => badRequest(message, { [field]: [message] });

/**
 * Sets the seats of the sector's block on every day of the range that has one, in one transaction with
 * an audit row per block. Seats are never cut below what is sold (400 naming the day); a day with
 * several blocks is refused too (the grid cannot say which one to change).
 */
export async function setA2aSeats(
  deps: AppDeps,
  who: ActingAs,
  input: A2aSeatRangeBody,
): Promise<{ message: string; blocks: number }> {
  if (input.to < input.from) throw problem('to', 'The last day cannot be before the first day');
  if (daysBetween(input.from, input.to) + 1 > MAX_RANGE_DAYS)
    throw problem('to', `At most ${MAX_RANGE_DAYS} days at once`);
  return deps.database.db.transaction(async (tx) => {
    const [sector] = await tx.select().from(a2aSectors).where(eq(a2aSectors.id, input.sectorId));
    if (!sector) throw notFound('Sector');
    const name = `${sector.airportFrom}-${sector.airportTo}`;
    const blocks = await tx
      .select()
      .from(a2aTickets)
      .where(
        and(
          eq(a2aTickets.sectorId, sector.id),
          gte(a2aTickets.onwardDate, input.from),
          lte(a2aTickets.onwardDate, input.to),
        ),
      )
      .orderBy(asc(a2aTickets.onwardDate))
      .for('update');
    if (blocks.length === 0)
      throw problem(
        'from',
        `${name} has no seat block between ${formatDate(input.from)} and ${formatDate(input.to)}`,
      );
    const perDay = new Map<string, number>();
    for (const b of blocks) perDay.set(b.onwardDate, (perDay.get(b.onwardDate) ?? 0) + 1);
    for (const [date, count] of perDay)
      if (count > 1)
        throw problem(
          'from',
          `${name} on ${formatDate(date)} has ${count} blocks: change their seats one by one in the a2a tickets list`,
        );
    for (const b of blocks) {
      const sold = b.totalSeats - b.availableSeats;
      if (input.seats < sold)
        throw problem(
          'seats',
          `${name} on ${formatDate(b.onwardDate)} has ${sold} seats sold: the block cannot be cut below what is sold`,
        );
    }
    let changed = 0;
    for (const b of blocks) {
      if (b.totalSeats === input.seats) continue;
      const [row] = await tx
        .update(a2aTickets)
        .set({
          totalSeats: input.seats,
          availableSeats: sql`${input.seats} - (${a2aTickets.totalSeats} - ${a2aTickets.availableSeats})`,
          updatedAt: deps.clock.now(),
        })
        .where(
          and(
            eq(a2aTickets.id, b.id),
            sql`${a2aTickets.totalSeats} - ${a2aTickets.availableSeats} <= ${input.seats}`,
          ),
        )
        .returning({ totalSeats: a2aTickets.totalSeats, availableSeats: a2aTickets.availableSeats });
      if (!row)
        throw problem(
          'seats',
          `${name} on ${formatDate(b.onwardDate)}: seats were sold meanwhile, try again`,
        );
      await recordAudit(tx, who, {
        kind: 'a2a.seats',
        object: { type: 'a2a-ticket', id: b.id },
        before: { totalSeats: b.totalSeats, availableSeats: b.availableSeats },
        after: row,
      });
      changed += 1;
    }
    return {
      message: `${name}: ${input.seats} seats on ${blocks.length} block(s) from ${formatDate(input.from)} to ${formatDate(input.to)}`,
      blocks: changed,
    };
  });
}
