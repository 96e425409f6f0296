import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@portal/db/testing';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { systemClock } from '../lib/clock.ts';
import { memoryFileStore } from '../lib/file-store.ts';
import type { DbHandle } from '@portal/db';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const PAGE = `<!doctype html><html><head><title>Portal</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;
const IMAGE = Buffer.alloc(3000, 7);

let dist: string;
let database: DbHandle;
let app: FastifyInstance;

beforeAll(async () => {
  // A build as vite-plugins/precompress.ts leaves it: .br and .gz beside the text files.
  dist = await mkdtemp(join(tmpdir(), 'portal-web-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'brand'));
  const withCopies = async (path: string, text: string) => {
    await writeFile(path, text);
    await writeFile(`${path}.br`, brotliCompressSync(text));
    await writeFile(`${path}.gz`, gzipSync(text));
  };
  await withCopies(join(dist, 'index.html'), PAGE);
  await withCopies(join(dist, 'assets', 'main-AbC123.js'), SCRIPT);
  await writeFile(join(dist, 'brand', 'photo.png'), IMAGE);
  database = await createTestDb();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: dist });
  app = await buildApp({ env, database, clock: systemClock, files: memoryFileStore() }, { logger: false });
  // Stand-ins for the document downloads and an event stream: never compressed.
  app.get('/pdf-like', async (_request, reply) => reply.type('application/pdf').send(Buffer.alloc(5000, 1)));
  app.get('/events-like', async (_request, reply) =>
    reply.type('text/event-stream').send('data: x\n\n'.repeat(300)),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra },
  });

describe('static files of the web app', () => {
  it('sends the prebuilt brotli or gzip copy the client accepts, cached for a year when hashed', async () => {
    const br = await get('/assets/main-AbC123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/main-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/main-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves the page compressed at every SPA path, never cached without revalidation', async () => {
    for (const url of ['/login', '/attractions/dubai', '/index.html']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
    }
  });

  it('sends images as they are', async () => {
    const res = await get('/brand/photo.png', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(IMAGE)).toBe(true);
  });
});

describe('API answers', () => {
  it('compresses JSON above the threshold for a client that takes it', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await get('/api/docs/json', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers, documents and event streams uncompressed', async () => {
    const small = await get('/readyz', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const pdf = await get('/pdf-like', 'br, gzip');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.length).toBe(5000);
    const events = await get('/events-like', 'br, gzip');
    expect(events.headers['content-encoding']).toBeUndefined();
  });
});
