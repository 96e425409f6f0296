import type { ErrorEnvelope } from '@portal/contracts';

function envelope(error: unknown): { status: unknown; data: Partial<ErrorEnvelope> | undefined } | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const e = error as { status: unknown; data?: Partial<ErrorEnvelope> };
  return { status: e.status, data: e.data };
}

/**
 * A stored search session that is gone: expired (410) or purged/unknown (404). The page runs the same
 * search again for a new session instead of showing an error.
 */
export function isExpiredSession(error: unknown): boolean {
  const e = envelope(error);
  return e !== null && (e.status === 410 || e.status === 404 || e.data?.code === 'GONE');
}

/** A 400 the agent can fix on the form (field errors of the search criteria). */
export function searchFieldErrors(error: unknown): Record<string, string[]> | undefined {
  const e = envelope(error);
  if (!e || e.status !== 400) return undefined;
  return e.data?.fieldErrors;
}
