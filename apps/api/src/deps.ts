import type { DbHandle } from '@portal/db';
import type { Env } from './env.ts';
import type { Clock } from './lib/clock.ts';
import type { Faults } from './lib/faults.ts';
import type { FileStore } from './lib/file-store.ts';
import type { JobQueue } from './jobs/queue.ts';

/** Everything a service needs from the outside world; tests build their own. */
export interface AppDeps {
  env: Env;
  database: DbHandle;
  clock: Clock;
  files: FileStore;
  /** The job queue (pg-boss); absent in a one-off script that enqueues nothing. */
  queue?: JobQueue;
  /** Crash tests only (lib/faults.ts): stops work at named points. Never set in production. */
  faults?: Faults;
}
