import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelRecheckAnswer } from '@portal/contracts';
import { queryRows } from '@portal/db';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auth, createAgentWithToken, type TestAgent } from '../../resellers/resellers.testing.ts';
import { idemKey, ledgerViolations } from '../../wallet/wallet.testing.ts';
import { dualSourceHotels } from '../../../suppliers/hotels/suppliers.testing.ts';
import { ensureHotels } from '../hotels.testing.ts';
import { parseKey } from '../../../suppliers/hotels/contract/rate-keys.ts';
import { releaseExpiredHoldsOnce } from './holds.ts';
import { createBody, CREATE_URL, RECHECK_URL, searchAndPick, type Picked } from './booking.testing.ts';

let t: TestApp;
let agent: TestAgent;
let picked: Picked;
let roomTypeId: string;
const ROOMS_LEFT = 5;
const ATTEMPTS = 200;

const bookedNights = async () =>
  queryRows<{ date: string; booked: number }>(
    t.deps.database.db,
    sql`select date::text as date, booked from hotel_allotments where room_type_id = ${roomTypeId} order by date`,
  );

beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  agent = await createAgentWithToken(t.deps, { balance: 5_000_000_00 });
  const [hotel] = await dualSourceHotels(t, 1);
  if (!hotel) throw new Error('no hotel');
  picked = await searchAndPick(t, agent.token, hotel.id, (r) => r.source === 'contract', { days: 80 });
  const key = parseKey(picked.rate.rateKey);
  if (!key) throw new Error('not a contract key');
  roomTypeId = key.roomTypeId;
  // The last 5 rooms of the room type on every night.
  await t.deps.database.db.execute(
    sql`insert into hotel_allotment_defaults (room_type_id, type, count) values (${roomTypeId}, 'count', ${ROOMS_LEFT})
        on conflict (room_type_id) do update set type = 'count', count = ${ROOMS_LEFT}`,
  );
  await t.deps.database.db.execute(sql`delete from hotel_allotments where room_type_id = ${roomTypeId}`);
});
afterAll(() => t.close());

describe('the last rooms of a night', () => {
  it(`${ATTEMPTS} parallel recheck-and-book attempts for the last ${ROOMS_LEFT} rooms book exactly ${ROOMS_LEFT}`, async () => {
    const attempt = async (i: number) => {
      const held = await t.app.inject({
        method: 'POST',
        url: RECHECK_URL,
        headers: auth(agent.token),
        payload: {
          searchId: picked.search.searchId,
          hotelId: picked.search.hotel.id,
          rateKey: picked.rate.rateKey,
        },
      });
      if (held.statusCode !== 200) return held.statusCode;
      const body = createBody(held.json<HotelRecheckAnswer>(), { agentReferenceNumber: `RACE-${i}` });
      const res = await t.app.inject({
        method: 'POST',
        url: CREATE_URL,
        headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
        payload: body,
      });
      return res.statusCode;
    };
    const codes = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => attempt(i)));
    expect(codes.filter((c) => c === 201)).toHaveLength(ROOMS_LEFT);
    expect(codes.filter((c) => c !== 201 && c !== 409)).toEqual([]);
    for (const night of await bookedNights()) expect(night.booked).toBe(ROOMS_LEFT);
    const [orders] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from booking_orders where product = 'hotel' and status = 'completed'`,
    );
    expect(orders?.n).toBe(ROOMS_LEFT);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  }, 600_000);

  it('an expired hold gives its rooms back exactly once, however many nodes run the job', async () => {
    await t.deps.database.db.execute(
      sql`update hotel_allotment_defaults set count = ${ROOMS_LEFT + 1} where room_type_id = ${roomTypeId}`,
    );
    const held = await t.app.inject({
      method: 'POST',
      url: RECHECK_URL,
      headers: auth(agent.token),
      payload: {
        searchId: picked.search.searchId,
        hotelId: picked.search.hotel.id,
        rateKey: picked.rate.rateKey,
      },
    });
    expect(held.statusCode, held.body).toBe(200);
    for (const night of await bookedNights()) expect(night.booked).toBe(ROOMS_LEFT + 1);
    const late = { ...t.deps, clock: { now: () => new Date(Date.now() + 16 * 60_000) } };
    const released = await Promise.all([releaseExpiredHoldsOnce(late), releaseExpiredHoldsOnce(late)]);
    expect(released.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await releaseExpiredHoldsOnce(late)).toBe(0);
    for (const night of await bookedNights()) expect(night.booked).toBe(ROOMS_LEFT);
    // Booking with the released hold is refused: nothing charged, nothing taken.
    const res = await t.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
      payload: createBody(held.json<HotelRecheckAnswer>(), { agentReferenceNumber: 'LATE-1' }),
    });
    expect(res.statusCode).toBe(410);
  });
});
