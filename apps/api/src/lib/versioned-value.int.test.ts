import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@portal/db';
import { createTestDb } from '@portal/db/testing';
import { versionedValue } from './versioned-value.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());

describe('versionedValue', () => {
  it('builds once for concurrent readers, then answers the value itself (no promise) while current', async () => {
    let builds = 0;
    const value = versionedValue(['reference'], async () => ({ build: ++builds }));
    const first = value.get(database);
    const second = value.get(database);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe(await second);
    expect(builds).toBe(1);
    const hot = value.get(database);
    expect(hot).not.toBeInstanceOf(Promise);
    expect(hot).toEqual({ build: 1 });
  });

  it('rebuilds after invalidate, and a failed build is tried again by the next read', async () => {
    let builds = 0;
    let fail = true;
    const value = versionedValue(['reference'], async () => {
      builds += 1;
      if (fail) throw new Error('database away');
      return { build: builds };
    });
    await expect(value.get(database)).rejects.toThrow('database away');
    fail = false;
    expect(await value.get(database)).toEqual({ build: 2 });
    value.invalidate(database);
    expect(await value.get(database)).toEqual({ build: 3 });
    expect(value.get(database)).toEqual({ build: 3 });
  });
});
