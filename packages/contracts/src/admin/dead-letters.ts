import { z } from 'zod';

/** A job that failed every retry (pg-boss dead-letter queue), for staff to retry or discard. */
export const deadLetterDto = z.object({
  id: z.uuid(),
  /** The job's own queue, e.g. `mail-outbox` or `booking-supplier-reconcile-line`. */
  job: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** The last error the job ended with. */
  error: z.string().nullable(),
  retries: z.number().int(),
  /** When the job was first created, and when it landed here. */
  firstCreatedAt: z.string(),
  failedAt: z.string(),
});
export type DeadLetterDto = z.infer<typeof deadLetterDto>;

export const deadLettersAnswer = z.object({ deadLetters: z.array(deadLetterDto) });
export type DeadLettersAnswer = z.infer<typeof deadLettersAnswer>;
