import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, fileBlobs, uploads, type DbHandle } from '@portal/db';
import { createTestDb } from '@portal/db/testing';
import { buildApp } from '../../app.ts';
import { productionDeps } from '../../bootstrap.ts';
import { loadEnv } from '../../env.ts';
import { databaseFileStore } from '../../lib/file-store.db.ts';
import { importLegacyFiles } from '../../lib/file-store.legacy.ts';
import { bearer, createTestAgent, multipart, SAMPLE_FILES, signInAgent } from '../auth/auth.fixtures.ts';

let database: DbHandle;
let dirs: string[] = [];
const nodes: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  await Promise.all(nodes.map((n) => n.close()));
  await database.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-files-'));
  dirs = [...dirs, dir];
  return dir;
}

/** An API node as the server builds it (productionDeps), with its own DATA_DIR, on the shared database. */
async function node(): Promise<FastifyInstance> {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: await dataDir() });
  const app = await buildApp(productionDeps(env, database), { logger: false, serveWeb: false });
  await app.ready();
  nodes.push(app);
  return app;
}

describe('the database file store', () => {
  it('is what a node uses by default: a file uploaded on one node is served by another', async () => {
    const [a, b] = [await node(), await node()];
    const agent = await createTestAgent(productionDeps(loadEnv({ NODE_ENV: 'test' }), database));
    const token = await signInAgent(a, agent.email);
    const form = multipart([{ field: 'image', filename: 'me.png', content: SAMPLE_FILES.png }]);
    const upload = await a.inject({
      method: 'PATCH',
      url: '/api/v1/b2b/resellers/auth/update/avatar',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const link = upload.json<{ avatarImg: string }>().avatarImg;

    const served = await b.inject({ method: 'GET', url: link });
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
  });

  it('writes in the caller’s transaction: a rolled-back upload leaves no bytes', async () => {
    const store = databaseFileStore(database.db);
    let name = '';
    await expect(
      database.db.transaction(async (tx) => {
        name = await store.put(Buffer.from('receipt'), 'pdf', tx);
        expect((await tx.select().from(fileBlobs).where(eq(fileBlobs.storageName, name))).length).toBe(1);
        throw new Error('the deposit failed');
      }),
    ).rejects.toThrow('the deposit failed');
    expect(await database.db.select().from(fileBlobs).where(eq(fileBlobs.storageName, name))).toEqual([]);
    await expect(store.get(name)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps bytes intact (every byte value, several MB)', async () => {
    const store = databaseFileStore(database.db);
    const data = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < data.length; i++) data[i] = (i * 7919) & 0xff;
    const name = await store.put(data, 'pdf');
    expect((await store.get(name)).equals(data)).toBe(true);
    await store.remove(name);
    await expect(store.get(name)).rejects.toMatchObject({ status: 404 });
  });
});

describe('files an earlier version kept in DATA_DIR/files', () => {
  it('are imported once at start, only when an upload names them, and then served by every node', async () => {
    const agent = await createTestAgent(productionDeps(loadEnv({ NODE_ENV: 'test' }), database));
    const legacyName = '0b3c8f4e-6a1d-4d7e-9f2a-1c5e7b9d0a11.png';
    const strayName = '5e1f0c2b-8d4a-4b6c-a3e9-7f1d2c4b6a80.png';
    const [row] = await database.db
      .insert(uploads)
      .values({
        ownerAgentId: agent.id,
        purpose: 'avatar',
        mime: 'image/png',
        size: 70,
        storageName: legacyName,
      })
      .returning();
    await database.db.update(agents).set({ avatarImgId: row?.id }).where(eq(agents.id, agent.id));
    const oldNodeDir = await dataDir();
    await mkdir(join(oldNodeDir, 'files'));
    await writeFile(join(oldNodeDir, 'files', legacyName), SAMPLE_FILES.png);
    await writeFile(join(oldNodeDir, 'files', strayName), SAMPLE_FILES.png);
    await writeFile(join(oldNodeDir, 'files', 'notes.txt'), 'not a stored file');

    const store = databaseFileStore(database.db);
    const dir = join(oldNodeDir, 'files');
    expect(await importLegacyFiles(store, database.db, dir)).toEqual({ imported: 1, present: 0, unknown: 1 });
    expect(await importLegacyFiles(store, database.db, dir)).toEqual({ imported: 0, present: 1, unknown: 1 });
    await expect(store.get(strayName)).rejects.toMatchObject({ status: 404 });
    // A node without the directory has nothing to import.
    expect(await importLegacyFiles(store, database.db, join(await dataDir(), 'files'))).toEqual({
      imported: 0,
      present: 0,
      unknown: 0,
    });

    // Another node (its own, empty DATA_DIR) serves the imported file by the agent's signed link.
    const other = await node();
    const token = await signInAgent(other, agent.email);
    const me = await other.inject({
      method: 'GET',
      url: '/api/v1/b2b/resellers/auth/getReseller',
      headers: bearer(token),
    });
    const link = me.json<{ avatarImg: string | null }>().avatarImg;
    expect(link).toMatch(/^\/api\/v1\/files\//);
    const served = await other.inject({ method: 'GET', url: link ?? '' });
    expect(served.statusCode, served.body).toBe(200);
    expect(served.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
  });
});
