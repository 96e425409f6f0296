import { z } from 'zod';

/**
 * Stable ids of the messages an agent commonly meets (ADR 0032): `error` stays the English text (the
 * spec's words), and the web says a known `messageKey` in the reader's language. A new key is added
 * here and to the web's catalogue (apps/web/src/lib/server-messages.ts); the web shows an unknown one
 * as the server's `error`.
 */
export const MESSAGE_KEYS = [
  'session.signIn',
  'session.ended',
  'auth.invalidLogin',
  'access.denied',
  'wallet.insufficientFunds',
  'wallet.withdrawRefused',
  'wallet.transferRefused',
  'wallet.creditLineRefused',
  'booking.soldOut',
  'booking.priceChanged',
  'attraction.soldOut',
  'attraction.fewTicketsLeft',
  'upload.tooLarge',
  'upload.type',
  'upload.empty',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** The single error envelope every failing API answer uses; the web app reads `error` (or `messageKey`). */
export const errorEnvelope = z.object({
  error: z.string(),
  status: z.number().int(),
  code: z.string(),
  messageKey: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'UNPROCESSABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INSUFFICIENT_FUNDS',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INSUFFICIENT_FUNDS: 400,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export const messageAnswer = z.object({ message: z.string() });

/**
 * The general `error` text of an answer with field errors: the first field's message in words, never
 * prefixed by the field's path (the path is the key in `fieldErrors`, where forms put the message
 * under the field), and how many more fields are wrong.
 */
export function fieldErrorSummary(
  fieldErrors: Record<string, string[]>,
  fallback = 'Invalid request',
): string {
  const entries = Object.values(fieldErrors).filter((messages) => messages.length > 0);
  const first = entries[0]?.[0];
  if (!first) return fallback;
  return entries.length > 1 ? `${first} (and ${entries.length - 1} more)` : first;
}

/** The issues of a failed `safeParse` as field errors keyed by path (`travellers.0.firstName`; `_` for the whole input). */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  root = '_',
): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues)
    (fieldErrors[issue.path.map(String).join('.') || root] ??= []).push(issue.message);
  return fieldErrors;
}
