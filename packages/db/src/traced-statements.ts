import type { PGlite, Transaction } from '@electric-sql/pglite';
import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import pg from 'pg';

/**
 * One OpenTelemetry span per SQL statement, on both drivers (PGlite runs in process, so no `pg`
 * instrumentation sees it). Only inside a trace (an incoming request, a job run): a statement with no
 * span around it starts no trace of its own, so pollers add nothing. Without an OpenTelemetry SDK
 * (tracing off, the default) the API answers no span and this costs one context lookup.
 */
const tracer = trace.getTracer('@portal/db');

type Driver = 'pglite' | 'pg';

const MAX_QUERY_TEXT = 2000;

/** The statement's first keyword (SELECT, INSERT, BEGIN, ...): the span's name, as the conventions ask. */
export function operationOf(text: string): string {
  const match = /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*([A-Za-z]+)/.exec(text);
  return match?.[1]?.toUpperCase() ?? 'SQL';
}

function startStatement(driver: Driver, text: string): Span | null {
  if (!trace.getSpan(context.active())) return null;
  return tracer.startSpan(operationOf(text), {
    kind: SpanKind.CLIENT,
    attributes: {
      'db.system.name': 'postgresql',
      'db.operation.name': operationOf(text),
      // Parameterised text ($1, $2, ...): the values are never recorded.
      'db.query.text': text.length > MAX_QUERY_TEXT ? `${text.slice(0, MAX_QUERY_TEXT)}...` : text,
      'portal.db.driver': driver,
    },
  });
}

/**
 * Ends a span, marked failed with the error when there is one (`null`/`undefined`: it succeeded). The
 * API's supplier and job spans end through it too.
 */
export function endSpan(span: Span, error: unknown): void {
  if (error !== null && error !== undefined) {
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'failed';
    span.recordException(error instanceof Error ? error : message);
    span.setStatus({ code: SpanStatusCode.ERROR, message });
  }
  span.end();
}

async function traced<T>(driver: Driver, text: string, run: () => Promise<T>): Promise<T> {
  const span = startStatement(driver, text);
  if (!span) return run();
  try {
    const result = await run();
    endSpan(span, null);
    return result;
  } catch (error) {
    endSpan(span, error);
    throw error;
  }
}

/** Traces the statements of a PGlite instance (its own and those of its transactions). */
export function tracePglite(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, params?: unknown[], options?: object) =>
    traced('pglite', text, () => query(text, params, options))) as PGlite['query'];
  client.exec = (text: string, options?: object) => traced('pglite', text, () => exec(text, options));
  client.transaction = ((work: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => work(tracedTransaction(tx)))) as PGlite['transaction'];
}

function tracedTransaction(tx: Transaction): Transaction {
  return new Proxy(tx, {
    get(target, key, receiver) {
      if (key === 'query')
        return (text: string, params?: unknown[], options?: object) =>
          traced('pglite', text, () => target.query(text, params, options));
      if (key === 'exec')
        return (text: string, options?: object) => traced('pglite', text, () => target.exec(text, options));
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * A node-postgres pool whose connections trace their statements. A connection handed to a waiting
 * caller's callback (pool.query when every connection is busy) resumes in that caller's trace, not in
 * the trace of whoever released the connection.
 */
export class TracedPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    this.on('connect', (client) => traceClient(client));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (!callback) return super.connect();
    super.connect(context.bind(context.active(), callback));
  }
}

function traceClient(client: pg.PoolClient): void {
  const query = client.query.bind(client) as QueryFn;
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    const first = args[0] as { text?: unknown; submit?: unknown } | string;
    // A Submittable (cursor, stream) reports on its own events: passed through as it is.
    if (typeof first === 'object' && typeof first.submit === 'function') return query(...args);
    const text = typeof first === 'string' ? first : typeof first.text === 'string' ? first.text : '';
    const span = startStatement('pg', text);
    if (!span) return query(...args);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        endSpan(span, error);
        (callback as (e: unknown, r: unknown) => void)(error, result);
      };
      return query(...args);
    }
    return (query(...args) as Promise<unknown>).then(
      (result) => {
        endSpan(span, null);
        return result;
      },
      (error: unknown) => {
        endSpan(span, error);
        throw error;
      },
    );
  };
}
