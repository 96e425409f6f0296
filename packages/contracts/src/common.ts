import { z } from 'zod';

export const API_PREFIX = '/api/v1';

export const uuidParam = z.object({ id: z.uuid() });

/** Plain calendar date yyyy-mm-dd (stay and travel dates). */
export const plainDate = z.iso.date();

export const pagingQuery = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** Non-empty trimmed text with a maximum length. */
export const text = (max: number) => z.string().trim().min(1).max(max);
export const optionalText = (max: number) => z.string().trim().max(max).optional().or(z.literal(''));
