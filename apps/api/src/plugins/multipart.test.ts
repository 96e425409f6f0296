import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { describe, expect, it } from 'vitest';
import { registerMultipart } from './multipart.ts';

const OPTIONS = { limits: { fileSize: 1024, files: 2, fields: 5 } };
const BOUNDARY = 'x-boundary';
const form = (file: string) =>
  [
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="note"',
    '',
    'hello',
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="receipt"; filename="r.txt"',
    'Content-Type: text/plain',
    '',
    file,
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** An upload route, a JSON route and a public read, with the plugin registered one way or the other. */
async function appWith(register: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify();
  await register(app);
  app.post('/upload', async (request) => {
    const parts: string[] = [];
    for await (const part of request.parts())
      parts.push(
        part.type === 'file'
          ? `${part.fieldname}:${String(await part.toBuffer())}`
          : `${part.fieldname}=${String(part.value)}`,
      );
    return { multipart: request.isMultipart(), parts };
  });
  app.post('/disk', async (request) => {
    await request.saveRequestFiles();
    return {};
  });
  app.post(
    '/json',
    { schema: { body: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } } } },
    async (request) => request.body,
  );
  app.get('/read', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const ordinary = () => appWith(async (app) => void (await app.register(multipart, OPTIONS)));
const ours = () => appWith((app) => registerMultipart(app, OPTIONS));

describe('registerMultipart', () => {
  it('adds no hook to the routes, where the plugin itself adds one onRequest and one onResponse hook', async () => {
    const hookLists = (app: FastifyInstance) =>
      app
        .printRoutes({ includeHooks: true, commonPrefix: false })
        .match(/\((?:onRequest|onResponse)\) \[.*\]/g) ?? [];
    // If a version of the plugin adds other hooks, see whether leaving them out still keeps uploads working.
    expect(new Set(hookLists(await ordinary()))).toEqual(
      new Set(['(onRequest) ["anonymous()"]', '(onResponse) ["anonymous()"]']),
    );
    expect(hookLists(await ours())).toEqual([]);
  });

  it('answers uploads, oversized files, JSON routes and reads as the plugin registered the ordinary way', async () => {
    const [before, after] = [await ordinary(), await ours()];
    const calls = [
      { method: 'POST', url: '/upload', headers: multipartHeaders, payload: form('receipt text') },
      { method: 'POST', url: '/upload', headers: multipartHeaders, payload: form('x'.repeat(2000)) },
      {
        method: 'POST',
        url: '/upload',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":"b"}',
      },
      { method: 'POST', url: '/json', headers: multipartHeaders, payload: form('receipt text') },
      { method: 'POST', url: '/json', headers: { 'content-type': 'application/json' }, payload: '{"a":"b"}' },
      { method: 'GET', url: '/read' },
    ] as const;
    for (const call of calls) {
      const [a, b] = [await before.inject(call), await after.inject(call)];
      expect([b.statusCode, b.body], `${call.method} ${call.url}`).toEqual([a.statusCode, a.body]);
    }
    expect((await after.inject(calls[0])).json()).toEqual({
      multipart: true,
      parts: ['note=hello', 'receipt:receipt text'],
    });
  });

  it('turns disk mode off (its clean-up hooks are not there)', async () => {
    const res = await (
      await ours()
    ).inject({ method: 'POST', url: '/disk', headers: multipartHeaders, payload: form('a') });
    expect(res.statusCode).toBe(500);
    expect(res.json<{ message: string }>().message).toMatch(/disk mode is off/);
  });
});
