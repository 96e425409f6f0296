import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '@portal/contracts';
import { sqlStateOf } from '@portal/db';
import { AppError } from '../lib/app-error.ts';

export const NUL_MESSAGE = 'Remove the NUL character (\\u0000) from the text';

/**
 * Where the first NUL character sits in a parsed input (`search`, `items.0.name`), or null. Keys
 * count too. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findNul(value: unknown): string | null {
  if (value === undefined || value === null || isEmptyObject(value)) return null;
  const stack: [unknown, string][] = [[value, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path || '_';
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at.replaceAll('\u0000', '\\u0000');
        stack.push([child, at]);
      }
    }
  }
  return null;
}

/** `{}`: the params and query of most reads (checked without the walk's allocations). */
function isEmptyObject(value: unknown): boolean {
  if (typeof value !== 'object') return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/**
 * PostgreSQL text cannot hold NUL and no legitimate client sends it, so it is refused for every
 * route in one place: a root hook, which also applies to routes registered later. preValidation
 * runs after authentication (onRequest: 401/403 come first) and body parsing, before the schema.
 * Multipart text fields are read inside handlers; the database guard below catches those.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const at = findNul(value);
      if (at === null) continue;
      const field = at === '_' ? part : at;
      done(
        new AppError('VALIDATION', NUL_MESSAGE, {
          fieldErrors: { [field]: [NUL_MESSAGE] },
        }),
      );
      return;
    }
    done();
  });
}

/** busboy's own messages for a body that ends early or has no usable boundary (plain Errors, no status). */
const MULTIPART_PARSE = /unexpected end of multipart data|multipart: boundary not found|boundary required/i;
/** SQLSTATE of text the database cannot store: NUL or bytes outside UTF-8 (22021), NUL in JSON (22P05). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * Client input that got past validation and failed deeper: a multipart body that was cut off or
 * malformed (read lazily inside handlers, on any upload route), or text the database refuses. The
 * error handler answers these 400 instead of 500.
 */
export function clientInputError(err: Error, request: FastifyRequest): ErrorEnvelope | null {
  if (err instanceof AppError || (err as { statusCode?: unknown }).statusCode !== undefined) return null;
  if (MULTIPART_PARSE.test(err.message) && request.isMultipart())
    return {
      error: 'The upload was cut off or is not valid multipart/form-data; please send the form again',
      status: 400,
      code: 'BAD_REQUEST',
    };
  const state = sqlStateOf(err);
  if (state && UNSTORABLE_TEXT.has(state))
    return {
      error: `The request contains text that cannot be stored (for example the NUL character)`,
      status: 400,
      code: 'VALIDATION',
    };
  return null;
}
