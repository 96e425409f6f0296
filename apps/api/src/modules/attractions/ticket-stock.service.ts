import { eq, sql } from 'drizzle-orm';
import { attractionActivities, attractions, attractionTickets, queryRows } from '@portal/db';
import type { TicketStockRow, TicketUploadAnswer } from '@portal/contracts';
import {
  batchDate,
  MAX_TICKET_BATCH,
  parseTicketBatch,
  plainDateIn,
  type TicketBatchTicket,
  type TicketRowProblem,
} from '@portal/domain';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { oneActivity, ticketStock } from './ticket-stock.repository.ts';
import type { TicketUploadForm } from './ticket-upload.form.ts';

const CHUNK = 1000;
const SHOWN_IN_MESSAGE = 20;

export async function listTicketStock(deps: AppDeps): Promise<TicketStockRow[]> {
  return ticketStock(deps.database.db, plainDateIn(deps.clock.now()));
}

/** The dashboard's alert: active activities running low, fewest first. */
export async function lowTicketStock(deps: AppDeps): Promise<TicketStockRow[]> {
  const rows = await listTicketStock(deps);
  return rows.filter((r) => r.isActive && r.low).sort((a, b) => a.availableTotal - b.availableTotal);
}

function refuseRows(problems: TicketRowProblem[]): AppError {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  const shown = sorted.slice(0, SHOWN_IN_MESSAGE).map((p) => p.message);
  const more = sorted.length > shown.length ? ` (and ${sorted.length - shown.length} more)` : '';
  const n = sorted.length;
  return badRequest(`${n} row${n === 1 ? '' : 's'} refused, nothing was loaded. ${shown.join('; ')}${more}`, {
    file: sorted.map((p) => p.message),
  });
}

/** Rows whose code is already in stock (any activity: ticket codes are unique), case-insensitive. */
async function inStock(deps: AppDeps, tickets: TicketBatchTicket[]): Promise<TicketRowProblem[]> {
  const byCode = new Map(tickets.map((t) => [t.ticketNo.toUpperCase(), t]));
  const codes = [...byCode.keys()];
  const problems: TicketRowProblem[] = [];
  for (let i = 0; i < codes.length; i += CHUNK) {
    const found = await queryRows<{ code: string }>(
      deps.database.db,
      sql`select upper(ticket_no) as code from attraction_tickets
        where upper(ticket_no) in (${sql.join(
          codes.slice(i, i + CHUNK).map((c) => sql`${c}`),
          sql`, `,
        )})`,
    );
    for (const { code } of found) {
      const t = byCode.get(code);
      if (t) problems.push({ row: t.row, message: `Row ${t.row}: ticket ${t.ticketNo} is already in stock` });
    }
  }
  return problems;
}

async function ticketActivity(deps: AppDeps, activityId: string) {
  const [row] = await deps.database.db
    .select({
      name: attractionActivities.name,
      title: attractions.title,
      bookingType: attractions.bookingType,
      isApiConnected: attractions.isApiConnected,
    })
    .from(attractionActivities)
    .innerJoin(attractions, eq(attractions.id, attractionActivities.attractionId))
    .where(eq(attractionActivities.id, activityId));
  if (!row) throw notFound('Activity');
  if (row.bookingType !== 'ticket' || row.isApiConnected)
    throw badRequest(`${row.title} - ${row.name} is not sold from the company's ticket stock`, {
      activityId: ['Choose a ticket activity sold from stock'],
    });
  return row;
}

/**
 * Loads a batch of e-ticket codes into an activity's stock (issue 34), the very rows checkout claims
 * (tickets.ts reserveTickets). Every row is checked on its own and every bad one named; any bad row
 * refuses the whole file, and the good ones go in one transaction with their audit row - never half.
 */
export async function uploadTickets(
  deps: AppDeps,
  who: ActingAs,
  activityId: string,
  form: TicketUploadForm,
): Promise<TicketUploadAnswer> {
  const activity = await ticketActivity(deps, activityId);
  const today = plainDateIn(deps.clock.now());
  let validTill: string | null = null;
  if (form.validTill !== undefined) {
    validTill = batchDate(form.validTill);
    if (!validTill)
      throw badRequest('The valid-till date is not a date', { validTill: ['Give a date (DD/MM/YYYY)'] });
    if (validTill < today)
      throw badRequest('The valid-till date is in the past', { validTill: ['Give today or a later date'] });
  }
  if (form.rows.length > MAX_TICKET_BATCH + 1)
    throw badRequest(`Upload at most ${MAX_TICKET_BATCH} tickets at once`, {
      file: ['The file is too long'],
    });
  const { tickets, problems } = parseTicketBatch(form.rows, { validTill, today });
  problems.push(...(await inStock(deps, tickets)));
  if (problems.length > 0) throw refuseRows(problems);
  if (tickets.length === 0)
    throw badRequest('The file holds no tickets', { file: ['The file holds no tickets'] });

  await deps.database.db.transaction(async (tx) => {
    let loaded = 0;
    for (let i = 0; i < tickets.length; i += CHUNK) {
      const rows = await tx
        .insert(attractionTickets)
        .values(
          tickets.slice(i, i + CHUNK).map((t) => ({
            activityId,
            ticketNo: t.ticketNo,
            ticketFor: t.ticketFor,
            validTill: t.validTill,
          })),
        )
        .onConflictDoNothing()
        .returning({ ticketNo: attractionTickets.ticketNo });
      loaded += rows.length;
    }
    // Loaded by someone else between the check and now: refuse the whole file, as any bad row does.
    if (loaded < tickets.length)
      throw new AppError(
        'CONFLICT',
        'Some of these tickets were loaded by someone else just now; nothing was loaded. Upload the file again to see which rows',
      );
    const byType: Record<string, number> = {};
    for (const t of tickets) byType[t.ticketFor] = (byType[t.ticketFor] ?? 0) + 1;
    const dates = tickets.map((t) => t.validTill).sort();
    await recordAudit(tx, who, {
      kind: 'tickets.upload',
      object: { type: 'attraction-activity', id: activityId },
      after: {
        file: form.fileName,
        loaded: tickets.length,
        byType,
        validFrom: dates[0],
        validTill: dates[dates.length - 1],
      },
    });
  });
  const [stock] = await ticketStock(deps.database.db, today, oneActivity(activityId));
  const n = tickets.length;
  return {
    message: `${n} ticket${n === 1 ? '' : 's'} loaded for ${activity.title} - ${activity.name}`,
    loaded: n,
    stock: stock!,
  };
}
