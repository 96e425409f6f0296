import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  A2A_PATHS,
  a2aAdminTicketDto,
  a2aListAnswer,
  adminA2aTicketPage,
  type A2aAdminTicketBody,
} from '@portal/contracts';
import { addDays, plainDateIn } from '@portal/domain';
import { COMMANDS } from '../../cli/commands.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestAdmin, signInAdmin } from '../auth/auth.fixtures.ts';
import { auth, createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { adult, bookingBody, createTestTicket, idem } from './a2a.testing.ts';
import { cliActor } from '../../audit/index.ts';

let t: TestApp;
let A: TestAgent;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  A = await createAgentWithToken(t.deps, { balance: 2_000_000 });
  const admin = await createTestAdmin(t.deps);
  adminToken = await signInAdmin(t.app, admin.email);
});
afterAll(() => t.close());

const as = (token: string | null) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...(token ? auth(token) : {}), ...o.headers } });
const staff = (o: InjectOptions) => as(adminToken)(o);
const cli = (name: string, positional: string[], flags: Record<string, string> = {}) =>
  COMMANDS.find((c) => c.name === name)!.run(t.deps, { positional, flags }, cliActor('test'));

async function page(query: Record<string, string>) {
  const res = await staff({ method: 'GET', url: '/api/v1/admin/a2a/tickets/paged', query });
  expect(res.statusCode, res.body).toBe(200);
  return adminA2aTicketPage.parse(res.json());
}

const pnr = () =>
  `P${randomUUID()
    .replace(/[^0-9a-f]/g, '')
    .slice(0, 6)
    .toUpperCase()}`;

function ticketBody(patch: Partial<A2aAdminTicketBody> = {}): A2aAdminTicketBody {
  const date = addDays(plainDateIn(t.deps.clock.now()), 20);
  return {
    airportFrom: 'DXB',
    airportTo: 'TRV',
    onward: {
      airline: 'Air India Express',
      airlineCode: 'IX',
      flightNo: 'IX 541',
      date,
      departureTime: '10:00',
      arrivalTime: '15:30',
      durationMinutes: 240,
    },
    return: null,
    baggage: '30 kg checked',
    price: 90_000,
    infantPrice: 15_000,
    seats: 12,
    pnrNo: pnr(),
    deadlineHours: 72,
    ...patch,
  };
}

const agentTickets = async (date: string) =>
  a2aListAnswer
    .parse((await as(A.token)({ method: 'POST', url: `/api/v1${A2A_PATHS.list}`, payload: { date } })).json())
    .sectors.flatMap((s) => s.tickets);

describe('back office: a2a tickets', () => {
  it('creates a ticket through the API (201) that agents then find, with 400 for bad input', async () => {
    const body = ticketBody();
    const created = await staff({ method: 'POST', url: '/api/v1/admin/a2a/tickets', payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = a2aAdminTicketDto.parse(created.json());
    expect(ticket).toMatchObject({
      sector: 'DXB-TRV',
      flight: 'IX 541',
      airline: 'Air India Express',
      returnDate: null,
      price: 90_000,
      totalSeats: 12,
      availableSeats: 12,
      status: 'open',
    });
    expect((await agentTickets(body.onward.date)).map((x) => x._id)).toContain(ticket._id);

    const past = addDays(plainDateIn(t.deps.clock.now()), -1);
    for (const bad of [
      ticketBody({ airportTo: 'DXB' }),
      ticketBody({ airportTo: 'ZZQ' }),
      ticketBody({ seats: 0 }),
      ticketBody({ pnrNo: '!' }),
      ticketBody({ infantPrice: 200_000 }),
      ticketBody({ onward: { ...ticketBody().onward, date: past } }),
    ]) {
      const res = await staff({ method: 'POST', url: '/api/v1/admin/a2a/tickets', payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json<{ error: string }>().error).toBeTruthy();
    }
  });

  it('pages the tickets with a total, filters by status and searches sector, flight and PNR', async () => {
    const a = await createTestTicket(t.deps, { seats: 3, days: 30 });
    const b = await createTestTicket(t.deps, { seats: 4, days: 31 });
    const closed = await staff({ method: 'POST', url: `/api/v1/admin/a2a/tickets/${b._id}/close` });
    expect(closed.statusCode).toBe(200);

    // The seed holds many blocks: the test's own carry the PNR TEST12.
    const all = await page({ search: 'TEST12', limit: '100' });
    expect(all.totalTickets).toBe(2);
    expect(all.tickets.map((x) => x._id)).toEqual([a._id, b._id]);

    const open = await page({ status: 'open', limit: '100' });
    expect(open.tickets.every((x) => x.status === 'open')).toBe(true);
    expect((await page({ status: 'open', search: 'TEST12' })).tickets.map((x) => x._id)).toEqual([a._id]);
    const shut = await page({ status: 'closed', search: 'TEST12' });
    expect(shut.tickets.map((x) => x._id)).toContain(b._id);

    for (const search of ['DXB-COK', 'cok', 'IX 999', 'test12']) {
      const found = await page({ search, dateFrom: a.onwardDate, limit: '100' });
      expect(
        found.tickets.map((x) => x._id),
        search,
      ).toContain(a._id);
    }
    expect((await page({ search: 'DXB-LHR' })).totalTickets).toBe(0);
    expect((await page({ search: '%' })).totalTickets).toBe(0);

    const from = await page({ dateFrom: b.onwardDate, limit: '100' });
    expect(from.tickets.every((x) => x.onwardDate >= b.onwardDate)).toBe(true);

    const first = await page({ search: 'TEST12', limit: '1' });
    const second = await page({ search: 'TEST12', limit: '1', skip: '1' });
    expect(first.tickets.map((x) => x._id)).toEqual([a._id]);
    expect(second.tickets.map((x) => x._id)).toEqual([b._id]);
    expect(second.totalTickets).toBe(2);

    // The old list keeps its shape (an array) for its callers.
    const legacy = await staff({ method: 'GET', url: '/api/v1/admin/a2a/tickets' });
    expect(Array.isArray(legacy.json())).toBe(true);
    expect(await cli('a2a:list', [], { sector: 'DXB-COK' })).toContain(a._id);
  });

  it('changes seats and closes a ticket; agents see it; 400, 404 and 409 where they belong', async () => {
    const ticket = await createTestTicket(t.deps, { seats: 2, days: 25 });
    const booked = await as(A.token)({
      method: 'POST',
      url: `/api/v1${A2A_PATHS.create}`,
      headers: idem(),
      payload: bookingBody(ticket, [adult(41)], 85_000),
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const seats = (change: number, id = ticket._id) =>
      staff({ method: 'PATCH', url: `/api/v1/admin/a2a/tickets/${id}/seats`, payload: { change } });
    const added = await seats(3);
    expect(added.statusCode).toBe(200);
    expect(a2aAdminTicketDto.parse(added.json())).toMatchObject({ totalSeats: 5, availableSeats: 4 });
    const agentSide = (await agentTickets(ticket.onwardDate)).find((x) => x._id === ticket._id);
    expect(agentSide).toMatchObject({ availableSeats: 4, totalSeats: 5 });

    const tooMany = await seats(-5);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ error: string }>().error).toMatch(/unsold/);
    expect((await seats(0)).statusCode).toBe(400);
    expect((await seats(1, randomUUID())).statusCode).toBe(404);

    const passengers = await staff({
      method: 'GET',
      url: `/api/v1/admin/a2a/tickets/${ticket._id}/passengers`,
    });
    expect(passengers.json<{ name: string }[]>().map((p) => p.name)).toEqual(['Mr Arun41 Nair']);

    const close = () => staff({ method: 'POST', url: `/api/v1/admin/a2a/tickets/${ticket._id}/close` });
    expect((await close()).statusCode).toBe(200);
    const again = await close();
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toMatch(/already closed/);
    const afterClose = (await agentTickets(ticket.onwardDate)).find((x) => x._id === ticket._id);
    expect(afterClose?.open ?? false).toBe(false);
    expect(
      (await staff({ method: 'POST', url: `/api/v1/admin/a2a/tickets/${randomUUID()}/close` })).statusCode,
    ).toBe(404);
  });

  it('refuses bad filters (400) and anybody but staff (401, 403)', async () => {
    const bad: Record<string, string>[] = [
      { limit: '0' },
      { limit: '101' },
      { status: 'sold' },
      { dateFrom: 'tomorrow' },
    ];
    for (const query of bad) {
      const res = await staff({ method: 'GET', url: '/api/v1/admin/a2a/tickets/paged', query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
    const url = '/api/v1/admin/a2a/tickets/paged';
    expect((await as(null)({ method: 'GET', url })).statusCode).toBe(401);
    expect((await as(A.token)({ method: 'GET', url })).statusCode).toBe(403);
  });
});
