import type { ErrorEnvelope } from '@portal/contracts';
import { serverMessage, somethingWentWrong } from './server-messages';

/**
 * Readers of the API's error envelope in a failed call's `{ status, data }` (RTK Query's error shape,
 * also answered by lib/plain-request.ts), free of Redux Toolkit so the sign-in page can use them.
 */
function envelope(error: unknown): Partial<ErrorEnvelope> | undefined {
  if (error && typeof error === 'object' && 'data' in error)
    return (error as { data?: Partial<ErrorEnvelope> }).data ?? undefined;
  return undefined;
}

/** The server's message in the reader's language (lib/server-messages.ts), or a fallback. */
export function envelopeMessage(error: unknown, fallback?: string): string {
  const data = envelope(error);
  return (data && serverMessage(data)) ?? fallback ?? somethingWentWrong();
}

/** Field errors of a 400 answer, keyed by field name. */
export function envelopeFieldErrors(error: unknown): Record<string, string[]> {
  return envelope(error)?.fieldErrors ?? {};
}
