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
  'wallet.creditLimitBelowUsed',
  'wallet.minimumCardDeposit',
  'attraction.slotFull',
  'quotation.priceChanged',
  'booking.deadlinePassed',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** An amount a message names: minor units and the currency; the web formats it in the reader's language. */
export const messageMoney = z.object({ minor: z.number().int(), currency: z.string().length(3) });
export type MessageMoney = z.infer<typeof messageMoney>;

/**
 * The values of a keyed message (ADR 0032, addendum): the ones its English `error` names, raw (amounts
 * in minor units with their currency, names as written, instants in ISO 8601, counts), so that the web
 * says them in the reader's language instead of a generic sentence. A key not listed carries none; a
 * key listed always carries all of its values (AppError's type refuses it without them).
 */
export const MESSAGE_PARAMS = {
  'attraction.soldOut': z.object({
    activity: z.string(),
    ticket: z.enum(['adult', 'child', 'infant', 'any']),
  }),
  'attraction.fewTicketsLeft': z.object({
    activity: z.string(),
    ticket: z.enum(['adult', 'child', 'infant', 'any']),
    left: z.number().int(),
  }),
  'attraction.slotFull': z.object({ left: z.number().int(), slot: z.string() }),
  'wallet.creditLimitBelowUsed': z.object({ used: messageMoney }),
  'wallet.minimumCardDeposit': z.object({ minimum: messageMoney }),
  'quotation.priceChanged': z.object({ was: messageMoney, now: messageMoney }),
  /** `deadline`: the instant (ISO 8601); `action`: what can no longer be done. */
  'booking.deadlinePassed': z.object({ deadline: z.string(), action: z.enum(['cancel', 'change']) }),
} satisfies Partial<Record<MessageKey, z.ZodType>>;
export type MessageParamsByKey = { [K in keyof typeof MESSAGE_PARAMS]: z.infer<(typeof MESSAGE_PARAMS)[K]> };
export type MessageParams<K extends MessageKey> = K extends keyof MessageParamsByKey
  ? MessageParamsByKey[K]
  : undefined;
/** A key whose message carries no values. */
export type PlainMessageKey = Exclude<MessageKey, keyof MessageParamsByKey>;

/** A message's key with its values, typed per key: what a refusal sets (`AppError`'s details, a 409 body). */
export type KeyedMessage = {
  [K in MessageKey]: K extends keyof MessageParamsByKey
    ? { messageKey: K; messageParams: MessageParamsByKey[K] }
    : { messageKey: K; messageParams?: undefined };
}[MessageKey];

/** `messageParams` on the wire: each key's values as above (checked by the reader against its key). */
export const messageParams = z.record(z.string(), z.union([z.string(), z.number(), messageMoney]));
export type MessageParamValues = z.infer<typeof messageParams>;

/** The key and values of a message, typed per key: `said('quotation.priceChanged', { was, now })`. */
export function said<K extends keyof MessageParamsByKey>(
  messageKey: K,
  messageParams: MessageParamsByKey[K],
): { messageKey: K; messageParams: MessageParamsByKey[K] } {
  return { messageKey, messageParams };
}

/** The single error envelope every failing API answer uses; the web app reads `error` (or `messageKey`). */
export const errorEnvelope = z.object({
  error: z.string(),
  status: z.number().int(),
  code: z.string(),
  messageKey: z.string().optional(),
  messageParams: messageParams.optional(),
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
