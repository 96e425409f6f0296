import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { BoundedMemo, stringBytes } from '@portal/domain';
import { thenMaybe, type MaybePromise } from './maybe-promise.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A JSON answer serialized once: its body, a weak ETag of the body (the same on every node for the
 * same data) and its compressed forms, made on first demand off the event loop.
 */
export interface CachedAnswer {
  body: string;
  /** The body encoded once (a string would be encoded to UTF-8 again for every request). */
  bytes: Buffer;
  etag: string;
  /** Each compressed form: a promise while it is being made, then the bytes (sent without waiting). */
  encoded: Partial<Record<Encoding, MaybePromise<Buffer>>>;
}

type Encoding = 'br' | 'gzip';

/** Answers below this size go out as they are (compressing them saves less than the headers cost). */
export const COMPRESS_FROM_BYTES = 1024;

/** Serialized as the route's zod serializer would (parsed by the answer schema, unknown keys dropped). */
export function cachedAnswer(schema: ZodType, value: unknown): CachedAnswer {
  const body = JSON.stringify(schema.parse(value));
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, bytes: ownBytes(body), etag, encoded: {} };
}

/**
 * Bytes in a memory block of their own. `Buffer.from` and `Buffer.concat` (zlib's output) cut a small
 * buffer out of Node's shared pool, a 64 KiB block in Node 24, and a kept slice keeps its whole block:
 * under mixed load 1,067 kept answers of a few hundred bytes each (hotel suggestions) held 67 MB of
 * blocks (a heap snapshot, docs/decisions/0033-node-memory-budget.md). A kept answer lives as long as
 * its cache entry, so it gets a block of its own size.
 */
export function ownBytes(source: string | Buffer): Buffer {
  const length = typeof source === 'string' ? Buffer.byteLength(source) : source.length;
  const bytes = Buffer.allocUnsafeSlow(length);
  if (typeof source === 'string') bytes.write(source);
  else source.copy(bytes);
  return bytes;
}

/**
 * One CachedAnswer per value object: a versioned value answers the same object until it is rebuilt,
 * so it is serialized once per change, not per request.
 */
export function answerMemo<T extends object>(schema: ZodType, toAnswer: (value: T) => unknown = (v) => v) {
  const memo = new WeakMap<T, CachedAnswer>();
  return (value: T): CachedAnswer => {
    let answer = memo.get(value);
    if (!answer) {
      answer = cachedAnswer(schema, toAnswer(value));
      memo.set(value, answer);
    }
    return answer;
  };
}

/** True when the client's If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Clients send a handful of distinct Accept-Encoding values: each is parsed once. */
const preferredOf = new BoundedMemo<string, Encoding | null>('accept-encodings', {
  maxEntries: 64,
  maxBytes: 64 * 1024,
  sizeOf: (_, header) => stringBytes(header) + 8,
});

function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  if (typeof header === 'string') {
    let known = preferredOf.get(header);
    if (known === undefined) {
      known = parseEncoding(header);
      preferredOf.set(header, known);
    }
    return known;
  }
  return parseEncoding(header);
}

function parseEncoding(header: string | string[]): Encoding | null {
  const value = (Array.isArray(header) ? header.join(',') : header).toLowerCase();
  const accepts = (name: string) =>
    value.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      if (token?.trim() !== name) return false;
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return q === undefined || Number(q) > 0;
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function encode(answer: CachedAnswer, encoding: Encoding): MaybePromise<Buffer> {
  const known = answer.encoded[encoding];
  if (known) return known;
  const made =
    encoding === 'br'
      ? brotli(answer.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipAsync(answer.body, { level: 9 });
  answer.encoded[encoding] = made;
  made.then(
    (bytes) => {
      answer.encoded[encoding] = ownBytes(bytes);
    },
    () => {
      // the request that asked for it answers the error; the next one tries again
      if (answer.encoded[encoding] === made) delete answer.encoded[encoding];
    },
  );
  return made;
}

/**
 * Options of a route that answers by sendCachedAnswer: it brings its own encodings and takes no body,
 * so @fastify/compress adds none of its three hooks to it.
 */
export const CACHED_ANSWER_ROUTE = { compress: false, decompress: false } as const;

/**
 * 304 when the client has this version; otherwise the body, compressed if the client takes it.
 * Sent synchronously (nothing returned) when the answer and its encoding are already made - every read
 * but the first of each version - so a hot read takes no promise; otherwise a promise of having sent it.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  pending: MaybePromise<CachedAnswer>,
): MaybePromise<void> {
  return thenMaybe(pending, (answer) => sendMade(request, reply, answer));
}

function sendMade(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): MaybePromise<void> {
  // Added to what is there: CORS (a web app served elsewhere) varies on origin.
  const vary = reply.getHeader('vary');
  void reply
    .header('etag', answer.etag)
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    void reply.code(304).send();
    return;
  }
  void reply.type('application/json; charset=utf-8');
  const encoding =
    answer.bytes.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) {
    void reply.send(answer.bytes);
    return;
  }
  return thenMaybe(encode(answer, encoding), (bytes) => {
    void reply.header('content-encoding', encoding).send(bytes);
  });
}
