import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@portal/db/testing';
import type { DbHandle } from '@portal/db';
import { buildApp } from './app.ts';
import type { AppDeps } from './deps.ts';
import { loadEnv } from './env.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { systemClock } from './lib/clock.ts';
import { databaseFileStore } from './lib/file-store.db.ts';
import { createTestAdmin } from './modules/auth/auth.fixtures.ts';
import { issueSession } from './modules/auth/sessions.ts';
import { createAgentWithToken } from './modules/resellers/resellers.testing.ts';
import { registeredRoutes, type RouteAuth } from './plugins/auth.ts';
import {
  shapesFor,
  urlOf,
  type JsonSchema,
  type OpenApiParameter,
  type Operation,
  type Shape,
} from './testing/fuzz-shapes.ts';

/**
 * Input fuzzing of every route. The operations come from the app's own OpenAPI document (plus any
 * /api/v1 route hidden from it), read at run time, so routes added later are covered without
 * touching this file. Each one is called with hostile shapes (NUL in query, path and body strings,
 * huge and negative numbers, wrong types, empty, broken and 5,000-deep JSON, a truncated multipart
 * body and one without a boundary), once without a token and once as an approved agent (admin
 * routes as an admin). No answer may be a 5xx.
 */

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface OpenApiDocument {
  paths: Record<
    string,
    Partial<
      Record<
        (typeof METHODS)[number],
        {
          parameters?: OpenApiParameter[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >
  >;
}

let database: DbHandle;
let deps: AppDeps;
let queue: JobQueue;
let app: FastifyInstance;
let agentId: string;
let adminId: string;
/** The server-side cause of the last failure, for the failure message (calls run one at a time). */
let lastCause = '';

beforeAll(async () => {
  database = await createTestDb();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/portal-test-data' });
  // As every node has: a job queue (started by the first route that needs it, e.g. the dead letters).
  queue = createJobQueue(database, { worker: false, migrate: true, poolMax: 2 });
  deps = { env, database, clock: systemClock, files: databaseFileStore(database.db), queue };
  app = await buildApp(deps, { logger: false, serveWeb: false });
  app.addHook('onError', async (_request, _reply, err) => {
    lastCause = `${err.name}: ${err.message}`.replace(/\s+/g, ' ').slice(0, 200);
  });
  await app.ready();
  agentId = (await createAgentWithToken(deps, { balance: 100_000, companyName: 'Fuzz Travels' })).id;
  adminId = (await createTestAdmin(deps)).id;
});
afterAll(async () => {
  await app.close();
  await queue.stop();
  await database.close();
});

async function operations(): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json<OpenApiDocument>();
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      ops.push({
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  // Routes kept out of the document (e.g. the admin command line endpoint) are fuzzed all the same.
  for (const route of registeredRoutes) {
    if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    if (!ops.some((o) => o.method === route.method && o.url === route.url))
      ops.push({ method: route.method, url: route.url, parameters: [], body: null });
  }
  return ops;
}

const authOf = (op: Operation): RouteAuth =>
  registeredRoutes.find((r) => r.method === op.method && r.url === op.url)?.auth ?? 'public';

/** A fresh session per call: a route that ends sessions (logout) cannot disturb the next call. */
async function tokenFor(auth: RouteAuth): Promise<string> {
  return auth === 'admin'
    ? issueSession(deps, database.db, 'admin', adminId, {})
    : issueSession(deps, database.db, 'agent', agentId, {});
}

function request(op: Operation, shape: Shape, token: string | null): InjectOptions {
  const headers: Record<string, string> = { 'idempotency-key': `fuzz-${randomUUID()}` };
  if (token) headers.authorization = `Bearer ${token}`;
  const options: InjectOptions = {
    method: op.method,
    url: urlOf(op, shape),
    headers,
  };
  if (shape.raw) {
    headers['content-type'] = shape.raw.contentType;
    options.payload = shape.raw.payload;
  } else if (shape.json !== undefined) {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(shape.json);
  }
  return options;
}

describe('input fuzzing of every route', () => {
  it('answers every hostile shape with and without a token, never with a 5xx', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(50);
    const problems: string[] = [];
    let calls = 0;
    for (const op of ops) {
      const auth = authOf(op);
      for (const shape of shapesFor(op)) {
        for (const token of [null, await tokenFor(auth)]) {
          lastCause = '';
          const res = await app.inject(request(op, shape, token));
          calls += 1;
          if (res.statusCode >= 500)
            problems.push(
              `${op.method} ${op.url} ${shape.name} ${token ? 'with' : 'without'} token: ${res.statusCode} ${lastCause}`,
            );
        }
      }
    }
    console.info(`fuzz: ${ops.length} operations, ${calls} calls, ${problems.length} server errors`);
    expect(problems).toEqual([]);
    // Every route times every shape: its time grows with the routes, so it has its own bound.
  }, 900_000);
});
