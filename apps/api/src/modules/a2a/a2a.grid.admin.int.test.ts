import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A2A_GRID_PATH, A2A_PATHS, a2aSeatGrid, type A2aSeatGrid } from '@portal/contracts';
import { auditEvents } from '@portal/db';
import { addDays } from '@portal/domain';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, signInStaffWithRole } from '../auth/auth.fixtures.ts';
import { createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { adult, bookingBody, createTestTicket, idem } from './a2a.testing.ts';

const clock = fixedClock('2026-06-10T06:00:00Z');
let t: TestApp;
let content: string;
let operations: string;
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  content = await signInStaffWithRole(t, 'content');
  operations = await signInStaffWithRole(t, 'operations');
  agent = await createAgentWithToken(t.deps, { balance: 2_000_000 });
});
afterAll(() => t.close());

const as = (token: string) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...bearer(token), ...o.headers } });
const URL = `/api/v1${A2A_GRID_PATH}`;
const grid = async (month: string): Promise<A2aSeatGrid> => {
  const res = await as(content)({ method: 'GET', url: `${URL}?month=${month}` });
  expect(res.statusCode, res.body).toBe(200);
  return a2aSeatGrid.parse(res.json());
};
const cell = (g: A2aSeatGrid, sector: string, date: string) =>
  g.sectors.find((s) => s.name === sector)!.days.find((d) => d.date === date)!;
const agentSeats = async (ticketId: string) => {
  const res = await t.app.inject({
    url: `/api/v1${A2A_PATHS.ticket(ticketId)}`,
    headers: { authorization: `Bearer ${agent.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ availableSeats: number }>().availableSeats;
};

describe('the a2a seat-block grid', () => {
  it('shows seats, sold and left per sector and day; a range change reaches agents at once and is audited', async () => {
    const first = await createTestTicket(t.deps, { seats: 5, days: 15 });
    const second = await createTestTicket(t.deps, { seats: 5, days: 16 });
    const sold = await t.app.inject({
      method: 'POST',
      url: `/api/v1${A2A_PATHS.create}`,
      headers: { authorization: `Bearer ${agent.token}`, ...idem() },
      payload: bookingBody(first, [adult(1), adult(2)], 170_000),
    });
    expect(sold.statusCode, sold.body).toBe(201);

    const month = first.onwardDate.slice(0, 7);
    const before = await grid(month);
    expect(before.days).toHaveLength(30);
    expect(cell(before, 'DXB-COK', first.onwardDate)).toMatchObject({
      blocks: 1,
      seats: 5,
      sold: 2,
      left: 3,
    });
    expect(cell(before, 'DXB-COK', addDays(first.onwardDate, -1))).toMatchObject({ blocks: 0, seats: 0 });

    const sectorId = before.sectors.find((s) => s.name === 'DXB-COK')!._id;
    const res = await as(content)({
      method: 'PUT',
      url: URL,
      payload: { sectorId, from: first.onwardDate, to: second.onwardDate, seats: 8 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ blocks: number }>().blocks).toBe(2);
    const after = await grid(month);
    expect(cell(after, 'DXB-COK', first.onwardDate)).toMatchObject({ seats: 8, sold: 2, left: 6 });
    expect(cell(after, 'DXB-COK', second.onwardDate)).toMatchObject({ seats: 8, sold: 0, left: 8 });
    expect(await agentSeats(first._id)).toBe(6);
    expect(await agentSeats(second._id)).toBe(8);

    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.objectId, first._id));
    expect(audit.find((a) => a.kind === 'a2a.seats')?.after).toEqual({ totalSeats: 8, availableSeats: 6 });
  });

  it('refuses to cut below what is sold naming the day, bad ranges naming the field, and other roles', async () => {
    const ticket = await createTestTicket(t.deps, { seats: 4, days: 40 });
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v1${A2A_PATHS.create}`,
      headers: { authorization: `Bearer ${agent.token}`, ...idem() },
      payload: bookingBody(ticket, [adult(1), adult(2), adult(3)], 255_000),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const sectorId = (await grid(ticket.onwardDate.slice(0, 7))).sectors.find(
      (s) => s.name === 'DXB-COK',
    )!._id;
    const [y, m, d] = ticket.onwardDate.split('-');

    const cut = await as(content)({
      method: 'PUT',
      url: URL,
      payload: { sectorId, from: addDays(ticket.onwardDate, -2), to: ticket.onwardDate, seats: 2 },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json<{ error: string }>().error).toContain(`${d}/${m}/${y}`);
    expect(cut.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty('seats');
    expect(await agentSeats(ticket._id)).toBe(1);

    for (const [payload, field] of [
      [{ sectorId, from: ticket.onwardDate, to: addDays(ticket.onwardDate, -1), seats: 5 }, 'to'],
      [{ sectorId, from: ticket.onwardDate, to: ticket.onwardDate, seats: -1 }, 'seats'],
      [{ sectorId, from: 'tomorrow', to: ticket.onwardDate, seats: 5 }, 'from'],
    ] as const) {
      const res = await as(content)({ method: 'PUT', url: URL, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors)).toContain(field);
    }
    const twin = await createTestTicket(t.deps, { seats: 4, days: 45 });
    await createTestTicket(t.deps, { seats: 6, days: 45 });
    const two = await as(content)({
      method: 'PUT',
      url: URL,
      payload: { sectorId, from: twin.onwardDate, to: twin.onwardDate, seats: 9 },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json<{ error: string }>().error).toMatch(/has 2 blocks/);
    expect(await agentSeats(twin._id)).toBe(4);

    const month = ticket.onwardDate.slice(0, 7);
    expect((await as(content)({ method: 'GET', url: `${URL}?month=2026-13` })).statusCode).toBe(400);
    expect((await as(operations)({ method: 'GET', url: `${URL}?month=${month}` })).statusCode).toBe(403);
    const refused = await as(operations)({
      method: 'PUT',
      url: URL,
      payload: { sectorId, from: ticket.onwardDate, to: ticket.onwardDate, seats: 9 },
    });
    expect(refused.statusCode).toBe(403);
    expect(await agentSeats(ticket._id)).toBe(1);
  });
});
