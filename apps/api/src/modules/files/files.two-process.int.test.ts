import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, companyBankAccounts, queryRows, uploads, type DbHandle } from '@portal/db';
import { createTestDb } from '@portal/db/testing';
import type { AppDeps } from '../../deps.ts';
import { loadEnv } from '../../env.ts';
import { systemClock } from '../../lib/clock.ts';
import { memoryFileStore } from '../../lib/file-store.ts';
import { createTestAgent, multipart, SAMPLE_FILES, TEST_PASSWORD } from '../auth/auth.fixtures.ts';
import { startServerProcess, type ServerProcess } from '../wallet/server-process.testing.ts';

// PostgreSQL only: two API processes share a PostgreSQL database, while PGlite lives inside one
// process (the in-process variant, two app instances on one database, is in file-store.int.test.ts).
const postgres = process.env.TEST_DATABASE_URL;

const JWT_SECRET = 'files-two-process-secret-0123456789abcdef';
const LEGACY_NAME = '3d0f6c1a-2b4e-4c8d-9e7f-5a1b3c5d7e90.png';

describe.runIf(postgres)('uploaded files across two API processes on PostgreSQL', () => {
  let database: DbHandle | undefined;
  let deps: AppDeps;
  const dirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  /** An agent whose avatar an earlier version wrote to node B's DATA_DIR/files only. */
  let legacyAgentEmail = '';

  beforeAll(async () => {
    database = await createTestDb();
    const [current] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
    const url = new URL(postgres ?? '');
    url.pathname = `/${current?.name ?? ''}`;
    for (let i = 0; i < 2; i++) dirs.push(await mkdtemp(join(tmpdir(), `portal-files-node-${i}-`)));
    // Only the test's own fixtures use this in-process handle; the servers build their own stores.
    deps = {
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET }),
      database,
      clock: systemClock,
      files: memoryFileStore(),
    };

    const legacy = await createTestAgent(deps);
    legacyAgentEmail = legacy.email;
    const [row] = await database.db
      .insert(uploads)
      .values({
        ownerAgentId: legacy.id,
        purpose: 'avatar',
        mime: 'image/png',
        size: SAMPLE_FILES.png.length,
        storageName: LEGACY_NAME,
      })
      .returning();
    await database.db.update(agents).set({ avatarImgId: row?.id }).where(eq(agents.id, legacy.id));
    await mkdir(join(dirs[1] ?? '', 'files'));
    await writeFile(join(dirs[1] ?? '', 'files', LEGACY_NAME), SAMPLE_FILES.png);

    const env = (dataDir: string) => ({
      DATABASE_URL: url.toString(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      JOBS: 'off',
      DATA_DIR: dataDir,
      JWT_SECRET,
    });
    // Each node has its own DATA_DIR, as on two machines: nothing can pass through a shared disk.
    a = await startServerProcess(env(dirs[0] ?? ''));
    b = await startServerProcess(env(dirs[1] ?? ''));
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((s) => s.stop()));
    await database?.close();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  }, 120_000);

  const logs = () => `node A:\n${a.output()}\nnode B:\n${b.output()}`;

  async function signIn(server: ServerProcess, email: string): Promise<string> {
    const res = await fetch(`${server.url}/api/v1/b2b/resellers/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    const body = (await res.json()) as { jwtToken?: string };
    if (!body.jwtToken) throw new Error(`sign-in failed ${res.status}: ${JSON.stringify(body)}\n${logs()}`);
    return body.jwtToken;
  }

  async function send(server: ServerProcess, path: string, init: RequestInit = {}) {
    const res = await fetch(`${server.url}${path}`, init);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      body: Buffer.from(await res.arrayBuffer()),
    };
  }

  it('an avatar uploaded through node A is served by node B, by signed link and by token', async () => {
    const agent = await createTestAgent(deps);
    const token = await signIn(a, agent.email);
    const form = multipart([{ field: 'image', filename: 'me.png', content: SAMPLE_FILES.png }]);
    const upload = await send(a, '/api/v1/b2b/resellers/auth/update/avatar', {
      method: 'PATCH',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      body: form.payload,
    });
    expect(upload.status, `${upload.body.toString()}\n${logs()}`).toBe(200);
    const link = (JSON.parse(upload.body.toString()) as { avatarImg: string }).avatarImg;
    expect(link).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\?exp=\d+&sig=/);

    const byLink = await send(b, link);
    expect(byLink.status, `${byLink.body.toString()}\n${logs()}`).toBe(200);
    expect(byLink.type).toBe('image/png');
    expect(byLink.body.equals(SAMPLE_FILES.png)).toBe(true);

    const uploadId = /files\/([0-9a-f-]{36})/.exec(link)?.[1] ?? '';
    const byToken = await send(b, `/api/v1/b2b/files/${uploadId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byToken.status).toBe(200);
    expect(byToken.body.equals(SAMPLE_FILES.png)).toBe(true);
  });

  it('a deposit receipt sent to node A is read back from node B', async () => {
    const agent = await createTestAgent(deps);
    const token = await signIn(a, agent.email);
    const [bank] = await deps.database.db
      .insert(companyBankAccounts)
      .values({
        bankName: 'Two Node Bank',
        accountName: 'Desert Rose Tourism LLC',
        accountNumber: `TN-${randomUUID()}`,
        iban: 'AE070331234567890123456',
        swiftCode: 'TNBKAEAD',
        branchName: 'Main',
      })
      .returning();
    const form = multipart(
      [{ field: 'receipt', filename: 'r.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' }],
      { amount: '25', companyBankId: bank?.id ?? '', referenceNumber: 'TWO-NODE-1' },
    );
    const created = await send(a, '/api/v1/b2b/wallets/deposit-requests/add', {
      method: 'POST',
      headers: {
        ...form.headers,
        authorization: `Bearer ${token}`,
        'idempotency-key': `files-${randomUUID()}`,
      },
      body: form.payload,
    });
    expect(created.status, `${created.body.toString()}\n${logs()}`).toBe(200);
    const { id } = JSON.parse(created.body.toString()) as { id: string };

    const receipt = await send(b, `/api/v1/b2b/wallets/deposits/${id}/receipt`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(receipt.status, `${receipt.body.toString()}\n${logs()}`).toBe(200);
    expect(receipt.type).toBe('application/pdf');
    expect(receipt.body.equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  it('a file an earlier version kept on node B’s disk was imported at start and is served by node A', async () => {
    const token = await signIn(a, legacyAgentEmail);
    const me = await send(a, '/api/v1/b2b/resellers/auth/getReseller', {
      headers: { authorization: `Bearer ${token}` },
    });
    const link = (JSON.parse(me.body.toString()) as { avatarImg: string | null }).avatarImg ?? '';
    expect(link).toContain(`/api/v1/files/`);
    const served = await send(a, link);
    expect(served.status, `${served.body.toString()}\n${logs()}`).toBe(200);
    expect(served.body.equals(SAMPLE_FILES.png)).toBe(true);
  });
});
