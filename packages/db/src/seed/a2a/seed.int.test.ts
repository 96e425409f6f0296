import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, plainDateIn } from '@portal/domain';
import { queryRows, type DbHandle } from '../../client.ts';
import { createTestDb } from '../../testing/index.ts';
import { A2A_SEED_SECTORS } from './schedule.ts';
import { seedA2a } from './seed.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

describe('a2a seed', () => {
  it('has every sector with airport names from the data package and tickets ahead, some days none', async () => {
    const sectors = await rows<{ airport_from: string; to_city: string; to_name: string }>(
      sql`select airport_from, to_city, to_name from a2a_sectors`,
    );
    expect(sectors).toHaveLength(A2A_SEED_SECTORS.length);
    expect(sectors.find((s) => s.to_city === 'Kochi')?.to_name).toBe('Cochin');
    const today = plainDateIn(new Date());
    const days = await rows<{ d: string; n: number }>(
      sql`select onward_date::text as d, count(*)::int as n from a2a_tickets where onward_date >= ${today} group by 1`,
    );
    expect(days.length).toBeGreaterThan(30);
    const dates = new Set(days.map((d) => d.d));
    const missing = Array.from({ length: 14 }, (_, i) => addDays(today, i)).filter((d) => !dates.has(d));
    expect(missing.length).toBeGreaterThan(0);
    const [bad] = await rows<{ n: number }>(
      sql`select count(*)::int as n from a2a_tickets where available_seats <> total_seats or pnr_no !~ '^[A-Z0-9]{6}$' or return_date <= onward_date`,
    );
    expect(bad?.n).toBe(0);
  });

  it('is idempotent and only adds days after the last seeded one', async () => {
    // The template was seeded when the run began: a run that crossed midnight in Dubai meanwhile has
    // one new day to seed now. Seeding the same day again adds nothing.
    const now = new Date();
    await seedA2a(handle.db, { now });
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from a2a_tickets`);
    expect((await seedA2a(handle.db, { now })).tickets).toBe(0);
    const later = await seedA2a(handle.db, { now: new Date(now.getTime() + 5 * 86_400_000) });
    expect(later.tickets).toBeGreaterThan(0);
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from a2a_tickets`);
    expect(after[0]!.n).toBe(before[0]!.n + later.tickets);
  });
});
