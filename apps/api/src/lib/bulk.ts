import type { FastifyBaseLogger } from 'fastify';
import type { AdminBulkAnswer, AdminBulkItemResult } from '@portal/contracts';
import { AppError } from './app-error.ts';

/**
 * Runs a staff action on many items, one after the other, each on its own (its own transaction inside
 * `act`): one refused item never undoes or stops the others. Each item answers what happened to it;
 * an item's refusal (an AppError) is its message, anything else is logged and reported as not done.
 */
export async function eachOnItsOwn<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  act: (item: T) => Promise<string>,
  log: FastifyBaseLogger,
): Promise<AdminBulkAnswer> {
  const results: AdminBulkItemResult[] = [];
  for (const item of items) {
    const id = idOf(item);
    try {
      results.push({ id, ok: true, message: await act(item) });
    } catch (err) {
      if (err instanceof AppError) results.push({ id, ok: false, message: err.message });
      else {
        log.error({ err, item: id }, 'bulk action item failed');
        results.push({ id, ok: false, message: 'It did not go through; try this one again.' });
      }
    }
  }
  const done = results.filter((r) => r.ok).length;
  return { results, done, failed: results.length - done };
}
