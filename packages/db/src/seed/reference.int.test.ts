import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { DbHandle } from '../client.ts';
import { countries, currencies, fxRates } from '../schema/index.ts';
import { createTestDb } from '../testing/index.ts';
import { seedReference } from './reference.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('reference seed', () => {
  it('has countries with flags and AED at rate 1', async () => {
    const [uae] = await handle.db.select().from(countries).where(eq(countries.isocode, 'AE'));
    expect(uae?.name).toBe('United Arab Emirates');
    expect(uae?.flag).toBe('🇦🇪');
    const [aed] = await handle.db.select().from(fxRates).where(eq(fxRates.isocode, 'AED'));
    expect(aed?.rate).toBe(1);
    expect(aed?.source).toMatch(/seed/);
  });

  it('is idempotent', async () => {
    const before = await handle.db.select({ n: count() }).from(currencies);
    await seedReference(handle.db);
    const after = await handle.db.select({ n: count() }).from(currencies);
    expect(after).toEqual(before);
    const rates = await handle.db.select({ n: count() }).from(fxRates);
    expect(rates[0]?.n).toBe(before[0]?.n);
  });
});
