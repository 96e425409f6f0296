import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelRecheckAnswer } from '@portal/contracts';
import { queryRows } from '@portal/db';
import { HOTEL_HOLD_LIMITS } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auth, createAgentWithToken, type TestAgent } from '../../resellers/resellers.testing.ts';
import { idemKey } from '../../wallet/wallet.testing.ts';
import { dualSourceHotels } from '../../../suppliers/hotels/suppliers.testing.ts';
import { parseKey } from '../../../suppliers/hotels/contract/rate-keys.ts';
import { ensureHotels } from '../hotels.testing.ts';
import { createBody, CREATE_URL, RECHECK_URL, searchAndPick, type Picked } from './booking.testing.ts';

// The per-agent cap on live rate holds (HOTEL_HOLD_LIMITS.maxOpenHoldsPerAgent).
const MAX = HOTEL_HOLD_LIMITS.maxOpenHoldsPerAgent;
let t: TestApp;
let agent: TestAgent;
let picked: Picked;
let roomTypeId: string;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  agent = await createAgentWithToken(t.deps, { balance: 5_000_000_00 });
  const [hotel] = await dualSourceHotels(t, 1);
  if (!hotel) throw new Error('no hotel');
  picked = await searchAndPick(t, agent.token, hotel.id, (r) => r.source === 'contract', { days: 75 });
  roomTypeId = parseKey(picked.rate.rateKey)!.roomTypeId;
  // Free sale, so the holds are limited by the cap and not by the rooms left.
  await t.deps.database.db.execute(
    sql`insert into hotel_allotment_defaults (room_type_id, type, count) values (${roomTypeId}, 'free-sale', 0)
        on conflict (room_type_id) do update set type = 'free-sale', count = 0`,
  );
  await t.deps.database.db.execute(sql`delete from hotel_allotments where room_type_id = ${roomTypeId}`);
});
afterAll(() => t.close());

const recheckAs = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: RECHECK_URL,
    headers: auth(token),
    payload: {
      searchId: picked.search.searchId,
      hotelId: picked.search.hotel.id,
      rateKey: picked.rate.rateKey,
    },
  });

const liveHolds = async () =>
  (
    await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from hotel_rate_holds where agent_id = ${agent.id} and status = 'held'`,
    )
  )[0]!.n;

const bookedRooms = async () =>
  (
    await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select coalesce(sum(booked), 0)::int as n from hotel_allotments where room_type_id = ${roomTypeId}`,
    )
  )[0]!.n;

describe('live rate holds per agent', () => {
  it(`allows ${MAX} at once and refuses the next with 429 and a clear message, taking no rooms`, async () => {
    const first = await recheckAs(agent.token);
    expect(first.statusCode, first.body).toBe(200);
    // Up to the cap less one more, as copies of the real hold (each a live hold of the agent).
    await t.deps.database.db.execute(
      sql`insert into hotel_rate_holds (agent_id, search_id, hotel_id, room_type_id, source, rate_key, board_code,
            from_date, to_date, rooms, nationality, allotment_rooms, shown_price, agent_price, quote, expires_at, created_at)
          select agent_id, search_id, hotel_id, room_type_id, source, rate_key, board_code, from_date, to_date, rooms,
            nationality, 0, shown_price, agent_price, quote, expires_at, created_at
          from hotel_rate_holds, generate_series(1, ${MAX - 2})
          where id = ${first.json<HotelRecheckAnswer>().holdId}`,
    );
    const last = await recheckAs(agent.token);
    expect(last.statusCode, last.body).toBe(200);
    expect(await liveHolds()).toBe(MAX);
    const rooms = await bookedRooms();

    const over = await recheckAs(agent.token);
    expect(over.statusCode).toBe(429);
    expect(over.json<{ error: string; code: string }>()).toMatchObject({
      code: 'RATE_LIMITED',
      error: `You already hold ${MAX} room rates (at most ${MAX} at a time). Book one or wait for a hold to expire (holds last 15 minutes), then select the rate again.`,
    });
    expect(await liveHolds()).toBe(MAX);
    expect(await bookedRooms()).toBe(rooms);

    // Booking one hold frees a place.
    const res = await t.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
      payload: createBody(last.json<HotelRecheckAnswer>(), { agentReferenceNumber: 'CAP-1' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await liveHolds()).toBe(MAX - 1);
    expect((await recheckAs(agent.token)).statusCode).toBe(200);
    expect((await recheckAs(agent.token)).statusCode).toBe(429);
  });

  it('counts expired holds out, and parallel rechecks cannot pass the cap together', async () => {
    // Three holds past their expiry (the release job has not run yet) no longer count.
    await t.deps.database.db.execute(
      sql`update hotel_rate_holds set expires_at = ${new Date(Date.now() - 1000)}
          where id in (select id from hotel_rate_holds where agent_id = ${agent.id} and status = 'held'
                       and allotment_rooms = 0 limit 3)`,
    );
    const codes = await Promise.all(Array.from({ length: 8 }, () => recheckAs(agent.token)));
    const statuses = codes.map((c) => c.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    const [live] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from hotel_rate_holds where agent_id = ${agent.id} and status = 'held'
          and expires_at > now()`,
    );
    expect(live!.n).toBe(MAX);
  });
});
