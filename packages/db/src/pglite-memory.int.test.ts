import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { createDb, queryRows } from './client.ts';

// PGlite's WASM memory never shrinks: its work memory is capped below PostgreSQL's defaults, and its
// shared memory sized for the one backend it runs.
describe.runIf(!process.env.TEST_DATABASE_URL)('PGlite work memory (client.ts)', () => {
  it('caps maintenance_work_mem, work_mem, temp_buffers and max_connections; shared_buffers stays the option', async () => {
    // On a copy of the run's template (an empty database would run initdb: seconds more, same settings).
    const database = await createDb({
      pgliteTar: readFileSync(inject('pgliteTemplate')),
      pgliteSharedBuffersMb: 32,
    });
    try {
      const show = async (name: string) =>
        (await queryRows<{ v: string }>(database.db, sql.raw(`select current_setting('${name}') as v`)))[0]
          ?.v;
      expect(await show('maintenance_work_mem')).toBe('16MB');
      expect(await show('work_mem')).toBe('4MB');
      expect(await show('temp_buffers')).toBe('2MB');
      expect(await show('shared_buffers')).toBe('32MB');
      expect(await show('max_connections')).toBe('4');
    } finally {
      await database.close();
    }
  });
});
