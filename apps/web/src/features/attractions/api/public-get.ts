import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_BASE } from '../../../lib/api';

/**
 * GET for the calls spec section 6 lists as sent without a token (categories, search list): a plain
 * fetch, so the shared client's bearer header is not attached.
 */
export async function publicGet<T>(
  path: string,
  signal?: AbortSignal,
): Promise<{ data: T } | { error: FetchBaseQueryError }> {
  try {
    const response = await fetch(`${API_BASE}${path.replace(/^\//, '')}`, { signal: signal ?? null });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) return { error: { status: response.status, data: body } };
    return { data: body as T };
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
}
