import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { createMailSender, runOutboxOnce } from './outbox.ts';

export interface Job {
  name: string;
  everyMs: number;
  /** First run this long after start (default: after `everyMs`), e.g. to recover soon after a crash. */
  firstRunMs?: number;
  run(log: FastifyBaseLogger): Promise<unknown>;
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
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    const tick = () => {
      if (stopped) return;
      const p = job
        .run(log)
        .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
        .finally(() => running.delete(p));
      running.add(p);
    };
    if (job.firstRunMs === undefined) timers.push(setInterval(tick, job.everyMs));
    else
      timers.push(
        setTimeout(() => {
          tick();
          timers.push(setInterval(tick, job.everyMs));
        }, job.firstRunMs),
      );
  }
  return async () => {
    stopped = true;
    timers.forEach((timer) => clearTimeout(timer));
    await Promise.allSettled([...running]);
  };
}
