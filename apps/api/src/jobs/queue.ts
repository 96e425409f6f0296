import { sql } from 'drizzle-orm';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  type Queue,
  type SendOptions,
} from 'pg-boss';
import type { DbHandle, DbOrTx } from '@portal/db';

/** Where every queue's jobs go once their retries are spent; staff retry or discard them (admin). */
export const DEAD_LETTERS = 'dead-letters';

/**
 * What every queue of the portal shares: retries with exponential backoff, then the dead letters; and
 * a heartbeat. A worker refreshes the heartbeat of each job it runs every half period; a job whose
 * worker died (kill -9, a lost host) is failed by the next supervision pass once its heartbeat is this
 * old, and retried. Without it a dead worker's run stayed `active` until pg-boss's 15-minute expiry,
 * and on a singleton queue (every periodic job) nothing else ran meanwhile: after a worker crash the
 * mail outbox sent nothing for 15 minutes (bench/fleet-proof.mjs found it).
 */
export const HEARTBEAT_SECONDS = 30;
export const RETRYING: Omit<Queue, 'name'> = {
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 15 * 60,
  deadLetter: DEAD_LETTERS,
  heartbeatSeconds: HEARTBEAT_SECONDS,
};

export interface QueueDefinition extends Omit<Queue, 'name'> {
  name: string;
}

export interface JobQueueOptions {
  /** This process runs workers: it supervises the queues and runs the cron schedules. */
  worker: boolean;
  /** Install or upgrade pg-boss's schema at start (MIGRATE_ON_START; `npm run migrate` does it otherwise). */
  migrate: boolean;
  /** PostgreSQL connections of pg-boss's own pool (JOBS_POOL_MAX). */
  poolMax?: number;
  onError?: (err: Error) => void;
}

/**
 * The portal's job queue: pg-boss on the same database as everything else (PGlite in process, or
 * PostgreSQL). Started on first use, with every queue the app knows created; `send` inside a
 * transaction writes the job in that transaction (committed with it, or not at all).
 */
export interface JobQueue {
  /** pg-boss, started (at most once) with the queues created. */
  boss(): Promise<PgBoss>;
  /** Whether `boss()` has finished starting (a transaction may then enqueue through `sendInTx`). */
  started(): boolean;
  /** Declares queues (before or after start): created or brought up to date at start. */
  define(queues: QueueDefinition[]): Promise<void>;
  /**
   * Enqueues `name` inside the caller's transaction. Before the queue has started (an int test that
   * never starts it) nothing is sent: every in-transaction job has a sweeper that finds its work.
   */
  sendInTx(tx: DbOrTx, name: string, data: object, options?: SendOptions): Promise<string | null>;
  stop(): Promise<void>;
}

function bossOptions(database: DbHandle, options: JobQueueOptions): ConstructorOptions {
  const common: ConstructorOptions = {
    migrate: options.migrate,
    supervise: options.worker,
    schedule: options.worker,
    // One session-pinned LISTEN connection would not survive a transaction-mode pooler: poll only.
    useListenNotify: false,
    persistWarnings: false,
  };
  const target = database.queueTarget;
  if (target.kind === 'pglite') return { ...common, db: fromPglite(target.pglite), backend: 'pglite' };
  return {
    ...common,
    connectionString: target.url,
    max: options.poolMax ?? 4,
    application_name: 'portal-jobs',
  };
}

export function createJobQueue(database: DbHandle, options: JobQueueOptions): JobQueue {
  const definitions = new Map<string, QueueDefinition>([
    [DEAD_LETTERS, { name: DEAD_LETTERS, retentionSeconds: 60 * 24 * 3600 }],
  ]);
  let starting: Promise<PgBoss> | null = null;
  let instance: PgBoss | null = null;
  const created = new Set<string>();

  const ensureQueues = async (boss: PgBoss, queues: QueueDefinition[]) => {
    const existing = new Set((await boss.getQueues(queues.map((q) => q.name))).map((q) => q.name));
    // The dead letters first: every other queue refers to it.
    const ordered = [...queues].sort((a, b) => Number(b.name === DEAD_LETTERS) - Number(a.name === DEAD_LETTERS));
    for (const { name, ...queue } of ordered) {
      if (existing.has(name)) {
        // What pg-boss lets change on an existing queue (policy and partitioning are for good); a
        // heartbeat only when set (pg-boss refuses an undefined one), so queues created before it get it.
        const { policy: _p, partition: _t, retryDelayMax: _m, heartbeatSeconds, ...changeable } = queue;
        await boss.updateQueue(name, heartbeatSeconds === undefined ? changeable : { ...changeable, heartbeatSeconds });
        created.add(name);
        continue;
      }
      // Another node may create it at the same moment: then it exists, which is all this wants.
      await boss.createQueue(name, queue).catch(async (err: unknown) => {
        if (!(await boss.getQueue(name))) throw err;
      });
      created.add(name);
    }
  };

  const boss = () => {
    starting ??= (async () => {
      const created = new PgBoss(bossOptions(database, options));
      created.on('error', (err) => options.onError?.(err));
      await created.start();
      await ensureQueues(created, [...definitions.values()]);
      instance = created;
      return created;
    })();
    return starting;
  };

  return {
    boss,
    started: () => instance !== null,
    define: async (queues) => {
      for (const q of queues) definitions.set(q.name, q);
      if (instance) await ensureQueues(instance, queues);
    },
    sendInTx: async (tx, name, data, sendOptions = {}) => {
      // Only a queue created at start: pg-boss then finds it in its cache and sends through `tx`
      // alone (looking an unknown queue up on its own connection would wait on this transaction).
      if (!instance || !created.has(name)) return null;
      return instance.send(name, data, { ...sendOptions, db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
    },
    stop: async () => {
      if (!starting) return;
      const started = await starting.catch(() => null);
      starting = null;
      instance = null;
      await started?.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
