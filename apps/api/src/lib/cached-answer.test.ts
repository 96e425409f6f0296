import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cachedAnswer, sendCachedAnswer, type CachedAnswer } from './cached-answer.ts';

/** A route answering one CachedAnswer (or a promise of it), recording whether each send was synchronous. */
async function appAnswering(pending: () => CachedAnswer | Promise<CachedAnswer>) {
  const sync: boolean[] = [];
  const app = Fastify();
  app.get('/x', (request, reply) => {
    const sent = sendCachedAnswer(request, reply, pending());
    sync.push(sent === undefined);
    return sent;
  });
  await app.ready();
  return { app, sync };
}

const big = cachedAnswer(z.object({ text: z.string() }), { text: 'desert rose '.repeat(200) });

describe('sendCachedAnswer', () => {
  it('sends synchronously once the answer and the encoding are made; the first of each encoding waits', async () => {
    const answer = cachedAnswer(z.object({ text: z.string() }), { text: 'desert rose '.repeat(200) });
    const { app, sync } = await appAnswering(() => answer);
    const plain = await app.inject({ method: 'GET', url: '/x' });
    const br1 = await app.inject({ method: 'GET', url: '/x', headers: { 'accept-encoding': 'gzip, br' } });
    const br2 = await app.inject({ method: 'GET', url: '/x', headers: { 'accept-encoding': 'gzip, br' } });
    const gz = await app.inject({ method: 'GET', url: '/x', headers: { 'accept-encoding': 'gzip' } });
    expect(sync).toEqual([true, false, true, false]);
    expect(JSON.parse(plain.body)).toEqual({ text: 'desert rose '.repeat(200) });
    for (const res of [br1, br2]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    }
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    await app.close();
  });

  it('keeps its bytes and compressed forms in blocks of their own size, not slices of the shared pool', async () => {
    const answer = cachedAnswer(z.object({ text: z.string() }), {
      text: 'a small answer, kept long '.repeat(60),
    });
    expect(answer.bytes.buffer.byteLength).toBe(answer.bytes.length);
    const { app } = await appAnswering(() => answer);
    await app.inject({ method: 'GET', url: '/x', headers: { 'accept-encoding': 'br' } });
    await app.inject({ method: 'GET', url: '/x', headers: { 'accept-encoding': 'gzip' } });
    for (const form of [answer.encoded.br, answer.encoded.gzip]) {
      expect(form).toBeInstanceOf(Buffer);
      const bytes = form as Buffer;
      expect(bytes.buffer.byteLength).toBe(bytes.length);
    }
    await app.close();
  });

  it('waits for an answer still being made, and answers 304 to a client that has it', async () => {
    const { app, sync } = await appAnswering(() => Promise.resolve(big));
    const first = await app.inject({ method: 'GET', url: '/x' });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({
      method: 'GET',
      url: '/x',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(sync).toEqual([false, false]);
    await app.close();
  });

  it('chooses the encoding by the Accept-Encoding header, honouring q=0, whatever was asked before', async () => {
    const { app } = await appAnswering(() => big);
    const asked = [
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      ['BR', 'br'],
      ['gzip;q=0', undefined],
      ['br;q=0, gzip', 'gzip'],
    ] as const;
    for (const [header, encoding] of asked) {
      const res = await app.inject({ method: 'GET', url: '/x', headers: { 'accept-encoding': header } });
      expect(res.headers['content-encoding'], header).toBe(encoding);
    }
    await app.close();
  });
});
