import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { createMailSender, runOutboxOnce } from './outbox.ts';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** Background jobs; each claims its work with SKIP LOCKED so several API nodes can run them. */
export function startJobs(deps: AppDeps, log: FastifyBaseLogger, extra: Job[] = []): () => Promise<void> {
  const send = createMailSender(deps, (msg) => log.info(msg));
  const jobs: Job[] = [
    { name: 'mail-outbox', everyMs: 2000, run: () => runOutboxOnce(deps, send) },
    ...extra,
  ];
  let stopped = false;
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      if (stopped) return;
      const p = job
        .run()
        .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
        .finally(() => running.delete(p));
      running.add(p);
    }, job.everyMs),
  );
  return async () => {
    stopped = true;
    timers.forEach(clearInterval);
    await Promise.allSettled([...running]);
  };
}
