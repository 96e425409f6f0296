import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike, type JobWithMetadata, type PgBoss } from 'pg-boss';
import type { DeadLetterDto, DeadLettersAnswer } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { DEAD_LETTERS } from '../../jobs/queue.ts';

const LIST_LIMIT = 200;

async function bossOf(deps: AppDeps): Promise<PgBoss> {
  if (!deps.queue) throw new AppError('UNAVAILABLE', 'The job queue is not running on this node');
  return deps.queue.boss();
}

function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message).slice(0, 1000);
  return output == null ? null : JSON.stringify(output).slice(0, 1000);
}

function toDto(job: JobWithMetadata<object>): DeadLetterDto {
  return {
    id: job.id,
    job: job.sourceName ?? job.name,
    data: (job.data ?? {}) as Record<string, unknown>,
    error: errorOf(job.sourceOutput ?? job.output),
    retries: job.sourceRetryCount ?? job.retryCount,
    firstCreatedAt: (job.sourceCreatedOn ?? job.createdOn).toISOString(),
    failedAt: job.createdOn.toISOString(),
  };
}

/** The dead letters waiting for staff, newest first. */
export async function listDeadLetters(deps: AppDeps): Promise<DeadLettersAnswer> {
  const boss = await bossOf(deps);
  const jobs = await boss.findJobs<object>(DEAD_LETTERS, { queued: true, limit: 1000 });
  return { deadLetters: jobs.map(toDto).reverse().slice(0, LIST_LIMIT) };
}

async function findDeadLetter(boss: PgBoss, id: string): Promise<DeadLetterDto> {
  const [job] = await boss.findJobs<object>(DEAD_LETTERS, { id, queued: true });
  if (!job) throw notFound('Dead letter');
  return toDto(job);
}

/**
 * Sends a dead letter back to its own queue (a fresh job with its retries) or deletes it, in one
 * transaction with its audit row; a dead letter already retried or discarded answers 404.
 */
export async function settleDeadLetter(
  deps: AppDeps,
  who: ActingAs,
  id: string,
  action: 'retry' | 'discard',
): Promise<{ message: string }> {
  const boss = await bossOf(deps);
  const letter = await findDeadLetter(boss, id);
  await deps.database.db.transaction(async (tx) => {
    const db = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
    const moved =
      action === 'retry'
        ? await boss.redrive(DEAD_LETTERS, { ids: [id], db })
        : ((await boss.deleteJob(DEAD_LETTERS, id, { db })) as { affected?: number }).affected;
    if (moved !== 1) throw notFound('Dead letter');
    await recordAudit(tx, who, {
      kind: `dead-letter.${action}`,
      object: { type: 'job', id },
      before: { job: letter.job, error: letter.error },
      after: action === 'retry' ? { job: letter.job, retried: true } : null,
    });
  });
  return {
    message:
      action === 'retry' ? `The ${letter.job} job is queued again` : `The ${letter.job} job is discarded`,
  };
}
