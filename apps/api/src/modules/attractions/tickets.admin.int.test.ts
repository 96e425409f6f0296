import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardAnswer, ticketStockAnswer, ticketUploadAnswer } from '@portal/contracts';
import { attractionTickets, auditEvents, queryRows } from '@portal/db';
import { addDays, formatDate, plainDateIn } from '@portal/domain';
import { COMMANDS } from '../../cli/commands.ts';
import { cliActor } from '../../audit/index.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipart, signInStaffWithRole } from '../auth/auth.fixtures.ts';
import { createWalletAgent } from '../wallet/wallet.testing.ts';
import {
  auth,
  freeDate,
  INVENTORY,
  order,
  pickActivity,
  pricedItem,
  seedCatalogue,
  type PickedActivity,
} from './attractions.testing.ts';

let t: TestApp;
let inv: PickedActivity;
let content: string;
let finance: string;
let validTill: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
  inv = await pickActivity(t, INVENTORY);
  // Only the uploaded tickets are in this activity's stock, so the ones issued must be from the batch.
  await t.deps.database.db.delete(attractionTickets).where(eq(attractionTickets.activityId, inv.activityId));
  content = await signInStaffWithRole(t, 'content');
  finance = await signInStaffWithRole(t, 'finance');
  validTill = addDays(plainDateIn(t.deps.clock.now()), 60);
});
afterAll(() => t.close());

const upload = (token: string, content: Buffer, filename: string, fields: Record<string, string> = {}) => {
  const form = multipart([{ field: 'file', filename, content }], fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/inventory/attractions/activities/${inv.activityId}/tickets`,
    headers: { ...auth(token), ...form.headers },
    payload: form.payload,
  });
};
const stockOf = async () =>
  (
    await t.deps.database.db
      .select({ n: count() })
      .from(attractionTickets)
      .where(eq(attractionTickets.activityId, inv.activityId))
  )[0]!.n;

describe('ticket batch upload', () => {
  it('refuses a file with two bad rows, naming both, and loads nothing', async () => {
    const csv = [
      'Ticket code,Type,Valid till',
      'BAD-A1,adult,',
      'BAD-A2,senior,',
      'BAD-A3,adult,',
      'BAD-A1,adult,',
    ].join('\n');
    const res = await upload(content, Buffer.from(csv), 'batch.csv', { validTill });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; fieldErrors: { file: string[] } }>();
    expect(body.fieldErrors.file).toEqual([
      'Row 3: the type "senior" is not adult, child, infant or common',
      'Row 5: ticket BAD-A1 is repeated (first on row 2)',
    ]);
    expect(body.error).toContain('2 rows refused, nothing was loaded');
    expect(body.error).toContain('Row 3');
    expect(body.error).toContain('Row 5');
    expect(await stockOf()).toBe(0);
  });

  it('loads a good Excel batch in one go; the codes are the ones issued on booking; stock and audit follow', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Tickets');
    sheet.addRow(['Ticket code', 'Type', 'Valid till']);
    for (let i = 1; i <= 3; i++) sheet.addRow([`GOOD-${i}`, 'adult', formatDate(validTill)]);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(content, data, 'batch.xlsx');
    expect(res.statusCode, res.body).toBe(201);
    const answer = ticketUploadAnswer.parse(res.json());
    expect(answer.loaded).toBe(3);
    expect(answer.stock).toMatchObject({ available: { adult: 3, child: 0, infant: 0, common: 0 }, sold: 0 });

    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'tickets.upload'), eq(auditEvents.objectId, inv.activityId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ loaded: 3, byType: { adult: 3 } });

    // The same codes again are refused against the stock, every row named.
    const again = await upload(content, data, 'batch.xlsx');
    expect(again.statusCode).toBe(400);
    expect(again.json<{ fieldErrors: { file: string[] } }>().fieldErrors.file).toEqual([
      'Row 2: ticket GOOD-1 is already in stock',
      'Row 3: ticket GOOD-2 is already in stock',
      'Row 4: ticket GOOD-3 is already in stock',
    ]);

    const agent = await createWalletAgent(t.deps, { balance: 1_000_000 });
    const date = await freeDate(t, inv.attractionId);
    const item = await pricedItem(t, agent.token, { activityId: inv.activityId, date, adults: 2 });
    const booked = await order(t, agent.token, [item]);
    expect(booked.statusCode, booked.body).toBe(201);
    const tickets = booked
      .json<{ order: { lines: { tickets: { ticketNo: string }[] }[] } }>()
      .order.lines[0]!.tickets.map((x) => x.ticketNo)
      .sort();
    expect(tickets).toEqual(['GOOD-1', 'GOOD-2']);

    const stock = ticketStockAnswer.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/admin/inventory/attractions/tickets',
          headers: auth(content),
        })
      ).json(),
    );
    const row = stock.activities.find((a) => a.activityId === inv.activityId)!;
    expect(row).toMatchObject({ availableTotal: 1, sold: 2, low: true, nextExpiry: validTill });

    // The dashboard raises the low stock.
    const dash = adminDashboardAnswer.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: auth(content) })).json(),
    );
    expect(dash.lowTicketStock).toContainEqual({
      activityId: inv.activityId,
      attractionTitle: row.attractionTitle,
      activityName: row.activityName,
      available: 1,
    });
  });

  it('refuses files that are not CSV or Excel, past batch dates, and activities not sold from stock', async () => {
    const pdf = await upload(content, Buffer.from('%PDF-1.4\n%%EOF\n'), 'x.pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.file).toBeDefined();
    const past = await upload(content, Buffer.from('P-1,adult\n'), 'x.csv', { validTill: '01/01/2020' });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.validTill).toBeDefined();
    const [other] = await queryRows<{ id: string }>(
      t.deps.database.db,
      sql`select act.id from attraction_activities act join attractions a on a.id = act.attraction_id
        where a.booking_type = 'booking' limit 1`,
    );
    const form = multipart([{ field: 'file', filename: 'x.csv', content: Buffer.from('Q-1,adult\n') }], {
      validTill,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/inventory/attractions/activities/${other!.id}/tickets`,
      headers: { ...auth(content), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.activityId).toBeDefined();
  });

  it('only the content role (or administrators) may upload', async () => {
    const res = await upload(finance, Buffer.from('F-1,adult\n'), 'x.csv', { validTill });
    expect(res.statusCode).toBe(403);
    expect(
      await t.deps.database.db.select().from(attractionTickets).where(eq(attractionTickets.ticketNo, 'F-1')),
    ).toEqual([]);
  });

  it('the admin command line loads a batch through the same service, bad rows named', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tickets-'));
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, 'CLI-1,adult\nCLI-2,adult,32/01/2030\nCLI-1,adult\n');
    const run = (file: string) =>
      COMMANDS.find((c) => c.name === 'tickets:upload')!.run(
        t.deps,
        {
          positional: [inv.activityId, file],
          flags: { 'valid-till': formatDate(validTill) },
        },
        cliActor('test'),
      );
    await expect(run(bad)).rejects.toThrow(/Row 2: .*\nRow 3: ticket CLI-1 is repeated/);
    const good = join(dir, 'good.csv');
    writeFileSync(good, 'CLI-1,common\nCLI-2,common\n');
    expect(await run(good)).toMatch(/^2 tickets loaded for /);
  });
});
