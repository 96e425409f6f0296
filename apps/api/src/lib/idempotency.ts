import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@portal/contracts';
import { idempotencyKeys, sqlStateOf, type PreparedStatement, type StatementCall, type Tx } from '@portal/db';
import type { AppDeps } from '../deps.ts';
import { AppError, badRequest, envelopeOf } from './app-error.ts';

/** Keys (and their stored answers) are kept at least this long. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyRequest {
  /** Whose key it is ("agent:<id>", "admin:<id>"): keys of different callers never collide. */
  scope: string;
  key: string;
  /** sha256 of the request (method, path, body); see requestFingerprint. */
  fingerprint: string;
}

export interface IdempotentAnswer<T = unknown> {
  status: number;
  body: T;
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

/** JSON with sorted object keys, so the same body always gives the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  if (Buffer.isBuffer(value)) return JSON.stringify(createHash('sha256').update(value).digest('hex'));
  return JSON.stringify(value ?? null);
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()}\n${path}\n${canonical(body)}`)
    .digest('hex');
}

/** The Idempotency-Key header of a money-moving request; 400 when missing or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) throw badRequest('The Idempotency-Key header is required for this request');
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw badRequest('The Idempotency-Key header must be 8-128 characters of A-Z a-z 0-9 _ - : .');
  return key;
}

/** The two statements of every idempotent request, prepared once per connection (database.framed). */
const IDEMPOTENCY_OPEN: PreparedStatement = {
  name: 'idempotency_open',
  types: ['text', 'text', 'text', 'timestamptz'],
  body: `select l.locked, k.status, k.fingerprint, k.locked_until < $4 as "leaseOver"
      from (select pg_try_advisory_xact_lock(hashtextextended($3, 0)) as locked) l
      left join idempotency_keys k on k.scope = $1 and k.key = $2`,
};

// $5 is now; the answer is kept until $8.
const IDEMPOTENCY_STORE: PreparedStatement = {
  name: 'idempotency_store',
  types: ['text', 'text', 'text', 'uuid', 'timestamptz', 'integer', 'jsonb', 'timestamptz'],
  body: `with stored as (
        insert into idempotency_keys (scope, key, fingerprint, status, claim_token, locked_until, response_status,
          response_body, created_at, expires_at)
        values ($1, $2, $3, 'done', $4, $5, $6, $7, $5, $8)
        on conflict (scope, key) do update set status = 'done', claim_token = excluded.claim_token,
          response_status = excluded.response_status, response_body = excluded.response_body
          where idempotency_keys.status = 'running' and idempotency_keys.locked_until < $5
            and idempotency_keys.fingerprint = excluded.fingerprint
        returning 1)
      select 1 / count(*) as stored from stored`,
};

const IDEMPOTENCY_STATEMENTS = [IDEMPOTENCY_OPEN, IDEMPOTENCY_STORE];

/** SQLSTATE division_by_zero: the stored answer's guard refused (someone else's answer is stored). */
const NOT_STORED = '22012';

/**
 * Runs `effect` at most once per key, in ONE transaction with its stored answer:
 * 1. the transaction's first statement takes a transaction-scoped advisory lock on the key without
 *    waiting and reads the key's row: a concurrent duplicate (this node or another) fails to take the
 *    lock and gets 409; a crashed process's lock ends with its connection and it committed nothing;
 * 2. a key without an answer runs the effect, and the answer is inserted as the transaction's last
 *    statement, so the effect and its answer commit together or not at all - and one row is written,
 *    not a claim and then its answer. The insert refuses (and so rolls the effect back) when an answer
 *    committed since the first statement's snapshot, which was taken before the lock: that answer is
 *    then the answer;
 * 3. same key and fingerprint later → the stored answer; other fingerprint → 422.
 * A business refusal (AppError, 4xx) rolls the effect back and is then stored and replayed too (if a
 * duplicate got in first in between, its stored answer is the answer); an unexpected failure stores
 * nothing, so the client can retry. A `running` row committed by an older version is still honoured
 * (409 until its lease ends, then taken over).
 */
export async function runIdempotent<T>(
  deps: AppDeps,
  req: IdempotencyRequest,
  effect: (tx: Tx) => Promise<{ status: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  const now = deps.clock.now();
  const token = randomUUID();
  const at = (ms: number) => new Date(now.getTime() + ms);
  // The lock and the read ride with BEGIN, the answer with COMMIT (database.framed), each as the
  // EXECUTE of a statement the connection prepared once (inlined behind a transaction-mode pooler):
  // with the effect's own statement, a wallet debit is three round trips where the bare debit takes four.
  const open: StatementCall = {
    statement: IDEMPOTENCY_OPEN,
    args: [req.scope, req.key, `idempotency\n${req.scope}\n${req.key}`, at(0)],
  };
  // Division by zero (and so a rollback) unless the answer was inserted, or took over an older
  // version's running claim whose lease is over.
  const store = (result: { status: number; body: unknown }): StatementCall => ({
    statement: IDEMPOTENCY_STORE,
    args: [
      req.scope,
      req.key,
      req.fingerprint,
      token,
      at(0),
      result.status,
      { json: result.body },
      at(IDEMPOTENCY_RETENTION_MS),
    ],
  });
  const free = (row: Record<string, unknown> | undefined) =>
    row?.locked === true &&
    (row.status === null ||
      (row.status === 'running' && row.leaseOver === true && row.fingerprint === req.fingerprint));
  let answer: { status: number; body: T } | null;
  try {
    answer = await deps.database.framed<{ status: number; body: T } | null>(
      open,
      async (tx, opened) => (free(opened[0]) ? effect(tx) : null),
      (result) => (result ? store(result) : null),
      IDEMPOTENCY_STATEMENTS,
    );
  } catch (err) {
    if (sqlStateOf(err) === NOT_STORED) return existingAnswer<T>(deps, req);
    if (err instanceof AppError && err.status < 500) {
      const body = envelopeOf(err);
      // The refusal becomes the key's answer (the statement that stores an answer with COMMIT, here on
      // its own), unless a duplicate stored one since the rollback (or an older version's claim is
      // still running): then that is the answer, as for any duplicate.
      const stored = await deps.database
        .framed(
          store({ status: err.status, body }),
          async () => true,
          () => null,
          IDEMPOTENCY_STATEMENTS,
        )
        .catch((storeError: unknown) => {
          if (sqlStateOf(storeError) === NOT_STORED) return false;
          throw storeError;
        });
      if (stored) throw err;
      return existingAnswer<T>(deps, req);
    }
    throw err;
  }
  if (!answer) return existingAnswer<T>(deps, req);
  return { ...answer, replayed: false };
}

/**
 * The answer already stored under a key, if any, before doing expensive work outside the transaction
 * (a quotation prices with suppliers first): a replay then gets the stored answer, not a new pricing.
 * Null when the key is new or its request is still running (runIdempotent then decides).
 */
export async function storedAnswer<T>(
  deps: AppDeps,
  req: IdempotencyRequest,
): Promise<IdempotentAnswer<T> | null> {
  const [row] = await deps.database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, req.scope), eq(idempotencyKeys.key, req.key)));
  if (!row || row.status === 'running' || row.responseStatus === null) return null;
  return existingAnswer<T>(deps, req);
}

async function existingAnswer<T>(deps: AppDeps, req: IdempotencyRequest): Promise<IdempotentAnswer<T>> {
  const [row] = await deps.database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, req.scope), eq(idempotencyKeys.key, req.key)));
  // Freed between our claim attempt and this read (an unexpected failure): the client may retry.
  if (!row)
    throw new AppError('CONFLICT', 'A request with this Idempotency-Key is being processed; retry shortly');
  if (row.fingerprint !== req.fingerprint)
    throw new AppError(
      'UNPROCESSABLE',
      'This Idempotency-Key was already used for a different request; use a new key for a new request',
    );
  if (row.status === 'running' || row.responseStatus === null)
    throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed');
  return { status: row.responseStatus, body: row.responseBody as T, replayed: true };
}

/**
 * Route glue: reads and checks the header, fingerprints method + path + body, runs the effect
 * idempotently for the scope, and sends the (possibly replayed) answer.
 */
export async function replyIdempotent<T>(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  fingerprintBody: unknown,
  effect: (tx: Tx) => Promise<{ status: number; body: T }>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  const path = request.url.split('?')[0] ?? request.url;
  const answer = await runIdempotent(
    deps,
    { scope, key, fingerprint: requestFingerprint(request.method, path, fingerprintBody) },
    effect,
  );
  markReplayed(reply, answer);
  return reply.status(answer.status).send(answer.body);
}

/** Marks the stored answer of a key already used (a replay): header `idempotent-replayed: true`. */
export function markReplayed(reply: FastifyReply, answer: { replayed?: boolean }) {
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
}

/** Deletes keys past their retention (the cleanup job). */
export async function purgeIdempotencyKeys(deps: AppDeps): Promise<number> {
  const rows = await deps.database.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, deps.clock.now()))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
