import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@portal/db';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { ensureHotels } from '../../../modules/hotels/hotels.testing.ts';
import {
  ALLOTMENT_DEFAULTS_TTL_MS,
  allotmentDefaults,
  forgetAllotmentDefaults,
} from './contracts.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
});
afterAll(() => t.close());

const defaultsOf = (ids: string[]) =>
  queryRows<{ id: string; type: string; count: number }>(
    t.deps.database.db,
    sql`select room_type_id as id, type, count from hotel_allotment_defaults
        where room_type_id = any(${sql.param(ids)}::uuid[]) order by room_type_id`,
  );

describe('default allotments held per node (ADR 0040)', () => {
  it('answers the rows, one map while all are held, a new one when some are read, and drops them after the TTL', async () => {
    const { db } = t.deps.database;
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select room_type_id as id from hotel_allotment_defaults where type = 'count' order by room_type_id limit 6`,
    );
    const ids = rows.map((r) => r.id);
    const [first, ...rest] = ids;
    const none = randomUUID();
    const now = t.deps.clock.now().getTime();
    forgetAllotmentDefaults(db);

    const asked = [...ids.slice(0, 3), none, ids[0]!];
    const a = await allotmentDefaults(db, asked, now);
    const expected = await defaultsOf(ids.slice(0, 3));
    for (const r of expected) expect(a.get(r.id)).toEqual({ type: r.type, count: r.count });
    expect(a.get(none)).toBeNull();
    // All held: the same map, no copy.
    expect(await allotmentDefaults(db, [ids[1]!, none], now + 1)).toBe(a);
    // Some missing: a new map with them; the one answered before is not changed.
    const b = await allotmentDefaults(db, ids, now + 2);
    expect(b).not.toBe(a);
    expect(a.has(ids[5]!)).toBe(false);
    for (const r of await defaultsOf(ids)) expect(b.get(r.id)).toEqual({ type: r.type, count: r.count });

    // A change is seen once the map is dropped: after the TTL, or at once when forgotten (the
    // 'inventory' counter does that on every node, inventory-sync.ts).
    await db.execute(
      sql`update hotel_allotment_defaults set count = count + 7 where room_type_id = ${first}`,
    );
    try {
      const before = b.get(first!)!.count;
      expect((await allotmentDefaults(db, ids, now + 3)).get(first!)!.count).toBe(before);
      const later = await allotmentDefaults(db, rest, now + ALLOTMENT_DEFAULTS_TTL_MS);
      expect(later.has(first!)).toBe(false);
      expect((await allotmentDefaults(db, ids, now + ALLOTMENT_DEFAULTS_TTL_MS)).get(first!)!.count).toBe(
        before + 7,
      );
      await db.execute(
        sql`update hotel_allotment_defaults set count = count - 7 where room_type_id = ${first}`,
      );
      forgetAllotmentDefaults(db);
      expect((await allotmentDefaults(db, ids, now + ALLOTMENT_DEFAULTS_TTL_MS)).get(first!)!.count).toBe(
        before,
      );
    } finally {
      forgetAllotmentDefaults(db);
    }
  });
});
