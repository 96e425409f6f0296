import {
  STATUS_BY_CODE,
  type ErrorCode,
  type ErrorEnvelope,
  type KeyedMessage,
  type PlainMessageKey,
} from '@portal/contracts';

/** Thrown by services; one handler maps it to the error envelope. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details?: AppErrorDetails;
  constructor(code: ErrorCode, message: string, details?: AppErrorDetails) {
    super(message);
    this.code = code;
    this.details = details;
    this.status = STATUS_BY_CODE[code];
  }
}

export type AppErrorDetails = {
  fieldErrors?: Record<string, string[]>;
  /** Sent as the Retry-After header (whole seconds). */
  retryAfterSeconds?: number;
} & (
  | /**
     * The message's stable id and, for a message naming amounts, names or dates, its values (ADR 0032):
     * the web says it in the reader's language. Typed per key (`said(key, params)`).
     */
    KeyedMessage
  | { messageKey?: undefined; messageParams?: undefined }
);

/** The answer's body of a refusal: the same envelope whether sent now or replayed under its Idempotency-Key. */
export function envelopeOf(err: AppError): ErrorEnvelope {
  const body: ErrorEnvelope = { error: err.message, status: err.status, code: err.code };
  if (err.details?.messageKey) body.messageKey = err.details.messageKey;
  if (err.details?.messageParams) body.messageParams = err.details.messageParams;
  if (err.details?.fieldErrors) body.fieldErrors = err.details.fieldErrors;
  return body;
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError('BAD_REQUEST', message, fieldErrors ? { fieldErrors } : undefined);
export const unauthorized = (message?: string, messageKey?: PlainMessageKey) =>
  new AppError('UNAUTHORIZED', message ?? 'Please sign in again', {
    messageKey: messageKey ?? (message ? undefined : 'session.ended'),
  });
export const forbidden = (message?: string) =>
  message
    ? new AppError('FORBIDDEN', message)
    : new AppError('FORBIDDEN', 'You are not allowed to do this', { messageKey: 'access.denied' });
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, { retryAfterSeconds });
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** Throws a domain rule's problem (a field and its message) as a 400 naming the field; nothing when null. */
export function refuseProblem(problem: { field: string; message: string } | null): void {
  if (problem)
    throw badRequest(`${problem.field}: ${problem.message}`, { [problem.field]: [problem.message] });
}
