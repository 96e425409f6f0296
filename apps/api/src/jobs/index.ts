import { SpanKind, trace } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';
import { endSpan } from '@portal/db';
import type { PgBoss } from 'pg-boss';
import type { AppDeps } from '../deps.ts';
import { createMailSender, drainOutbox } from './outbox.ts';
import { RETRYING, type JobQueue, type QueueDefinition } from './queue.ts';

const tracer = trace.getTracer('@portal/api/jobs');

export interface Job {
  name: string;
  everyMs: number;
  /** First run this long after start (default: after `everyMs`), e.g. to recover soon after a crash. */
  firstRunMs?: number;
  run(log: FastifyBaseLogger): Promise<unknown>;
}

/** A job of its own kind, enqueued by the code whose work it finishes (often in its transaction). */
export interface WorkJob<T extends object = object> {
  queue: QueueDefinition;
  run(data: T, log: FastifyBaseLogger): Promise<unknown>;
}

/** What a job run reports to metrics: how long it waited past its due time, and how long it ran. */
export interface JobRun {
  name: string;
  lagMs: number;
  durationMs: number;
  ok: boolean;
}

export interface StartJobsOptions {
  extra?: Job[];
  work?: WorkJob[];
  onRun?: (run: JobRun) => void;
}

const MINUTE = 60_000;

/**
 * A periodic job's own queue: one run at a time across all nodes (singleton policy), retried with
 * backoff and then dead-lettered like any other job.
 */
export function periodicQueue(job: Job): QueueDefinition {
  return {
    name: job.name,
    policy: 'singleton',
    ...RETRYING,
    retryLimit: 2,
    // A periodic run that failed three times is superseded by the next run soon anyway.
    retryDelayMax: Math.max(5, Math.round(job.everyMs / 1000)),
    deleteAfterSeconds: 24 * 3600,
  };
}

/**
 * Every-minute-or-longer jobs are cron schedules (pg-boss sends one job per occurrence, whichever
 * nodes run the scheduler); shorter ones are ticks, sent by every worker node into a throttle slot of
 * `everyMs` (one job per slot however many nodes send).
 */
export function cronOf(job: Job): string | null {
  if (job.firstRunMs !== undefined || job.everyMs < MINUTE || job.everyMs % MINUTE !== 0) return null;
  const minutes = job.everyMs / MINUTE;
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  if (minutes % 60 === 0 && minutes / 60 < 24) return `0 */${minutes / 60} * * *`;
  return null;
}

/** The one-per-slot send of a tick job (any node; the throttle slot keeps it to one). */
export function sendTick(boss: PgBoss, job: Job) {
  return boss.send(job.name, {}, { singletonSeconds: Math.max(1, Math.round(job.everyMs / 1000)) });
}

function lagOf(job: { createdOn?: Date; startAfter?: Date; startedOn?: Date }, now: number): number {
  const due = Math.max(job.createdOn?.getTime() ?? now, job.startAfter?.getTime() ?? 0);
  return Math.max(0, (job.startedOn?.getTime() ?? now) - due);
}

/** The jobs every node with workers runs: the mail outbox and whatever the modules bring. */
export function allJobs(deps: AppDeps, log: FastifyBaseLogger, extra: Job[] = []): Job[] {
  const send = createMailSender(deps, (msg) => log.info(msg));
  return [{ name: 'mail-outbox', everyMs: 2000, run: () => drainOutbox(deps, send) }, ...extra];
}

/** Declares every job's queue (every node does, so any node can enqueue and redrive). */
export async function defineJobQueues(
  deps: AppDeps,
  queue: JobQueue,
  log: FastifyBaseLogger,
  { extra = [], work = [] }: StartJobsOptions = {},
): Promise<Job[]> {
  const jobs = allJobs(deps, log, extra);
  await queue.define([...jobs.map(periodicQueue), ...work.map((w) => w.queue)]);
  return jobs;
}

/**
 * Runs the jobs on pg-boss: each periodic job once per schedule across every node, one run at a
 * time, retried with backoff and dead-lettered when it keeps failing; work jobs likewise. Answers
 * a stop function (the ticks stop, running jobs finish).
 */
export async function startJobs(
  deps: AppDeps,
  queue: JobQueue,
  log: FastifyBaseLogger,
  { extra = [], work = [], onRun }: StartJobsOptions = {},
): Promise<() => Promise<void>> {
  const jobs = await defineJobQueues(deps, queue, log, { extra, work });
  const boss = await queue.boss();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  // Each run is the root of a trace of its own (OpenTelemetry on): its statements and supplier calls.
  const observe = <T>(
    name: string,
    job: { createdOn?: Date; startAfter?: Date; startedOn?: Date },
    run: () => Promise<T>,
  ) =>
    tracer.startActiveSpan(
      `job ${name}`,
      { kind: SpanKind.CONSUMER, root: true, attributes: { 'portal.job': name } },
      async (span) => {
        const started = Date.now();
        const lagMs = lagOf(job, started);
        try {
          const value = await run();
          onRun?.({ name, lagMs, durationMs: Date.now() - started, ok: true });
          endSpan(span, null);
          return value;
        } catch (err) {
          onRun?.({ name, lagMs, durationMs: Date.now() - started, ok: false });
          log.error({ err, job: name }, 'job failed');
          endSpan(span, err ?? new Error('job failed'));
          throw err;
        }
      },
    );

  for (const job of jobs) {
    const pollingIntervalSeconds = Math.min(2, Math.max(0.5, job.everyMs / 2000));
    await boss.work(
      job.name,
      { localConcurrency: 1, batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
      async ([next]) => {
        if (next) await observe(job.name, next, () => job.run(log));
      },
    );
    const cron = cronOf(job);
    if (cron) {
      await boss.schedule(job.name, cron, {});
      continue;
    }
    // A tick: every worker node sends into the same throttle slot; the first send of a slot wins.
    await boss.unschedule(job.name);
    const tick = () => {
      if (stopped) return;
      sendTick(boss, job).catch((err: unknown) => log.warn({ err, job: job.name }, 'job tick not sent'));
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
  for (const w of work)
    await boss.work(
      w.queue.name,
      { localConcurrency: 2, batchSize: 1, includeMetadata: true },
      async ([next]) => {
        if (next) await observe(w.queue.name, next, () => w.run(next.data as object, log));
      },
    );

  return async () => {
    stopped = true;
    timers.forEach((timer) => clearTimeout(timer));
    await Promise.all(
      [...jobs.map((j) => j.name), ...work.map((w) => w.queue.name)].map((name) => boss.offWork(name)),
    );
  };
}
