import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from './client.ts';

// LISTEN on a connection of its own: PostgreSQL only (PGlite delivers notifications in process).
const postgres = process.env.TEST_DATABASE_URL;

describe.runIf(postgres)('the LISTEN connection on PostgreSQL', () => {
  it('goes to listenUrl (DATABASE_LISTEN_URL) when given, to the pool address otherwise', async () => {
    const url = postgres!;
    // Nothing listens on port 1: a LISTEN connection sent there fails, whatever the pool does.
    const nowhere = new URL(url);
    nowhere.port = '1';
    const split = await createDb({ databaseUrl: url, poolSize: 1, listenUrl: nowhere.toString() });
    try {
      await split.ping();
      await expect(
        split.listen(
          'portal_listen_probe',
          () => undefined,
          () => undefined,
        ),
      ).rejects.toThrow();
    } finally {
      await split.close();
    }
    const direct = await createDb({ databaseUrl: nowhere.toString(), poolSize: 1, listenUrl: url });
    try {
      const payloads: string[] = [];
      const stop = await direct.listen(
        'portal_listen_probe',
        (payload) => payloads.push(payload),
        () => undefined,
      );
      const writer = await createDb({ databaseUrl: url, poolSize: 1 });
      await writer.db.execute(sql`notify portal_listen_probe, 'hello'`);
      await writer.close();
      await expect.poll(() => payloads).toEqual(['hello']);
      await stop();
    } finally {
      await direct.close();
    }
  });
});
