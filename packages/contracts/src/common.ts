import { z } from 'zod';
import { LANGUAGES } from '@portal/domain';

export const API_PREFIX = '/api/v1';

/** The portal's languages (issue 35): English and Arabic. */
export const languageCode = z.enum(LANGUAGES, { error: 'Choose English (en) or Arabic (ar)' });
export type LanguageCode = z.infer<typeof languageCode>;

/** `?lang=en|ar` of every document an agent downloads; absent: the agent's default for that document. */
export const documentLanguageQuery = z.object({ lang: languageCode.optional() });

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
